import type { UiNode } from "@ory/client-fetch";

/** Second factors as offered: authenticator app, recovery code, security key (SPEC section 2). */
export const secondFactorMethods = ["totp", "lookup_secret", "webauthn"] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** The methods an aal2 login flow offers, in order (nodes of the `default` group alone offer none). */
export function availableMethods(nodes: readonly UiNode[]): SecondFactorMethod[] {
  return secondFactorMethods.filter((method) => nodes.some((node) => node.group === method));
}

export type DialogView =
  | { view: "loading" }
  | { view: "setup" }
  | { view: "code"; method: SecondFactorMethod; methods: SecondFactorMethod[] }
  | { view: "methods"; method: SecondFactorMethod; methods: SecondFactorMethod[] };

export type DialogAction =
  | { type: "flow-loaded"; methods: SecondFactorMethod[] }
  | { type: "choose-another" }
  | { type: "pick"; method: SecondFactorMethod }
  | { type: "reset" };

/**
 * A loaded flow shows the code view with the first method preselected, or only the set-up banner when the
 * identity has no second factor; "choose another method" shows the list; picking one returns to the code view.
 */
export function dialogReducer(state: DialogView, action: DialogAction): DialogView {
  switch (action.type) {
    case "reset":
      return { view: "loading" };
    case "flow-loaded": {
      const [first] = action.methods;
      if (!first) return { view: "setup" };
      const keep = state.view === "code" && action.methods.includes(state.method) ? state.method : first;
      return { view: "code", method: keep, methods: action.methods };
    }
    case "choose-another":
      return state.view === "code" ? { ...state, view: "methods" } : state;
    case "pick":
      return state.view === "methods" || state.view === "code"
        ? { view: "code", method: action.method, methods: state.methods }
        : state;
  }
}

/** The code field of each method: name sent to the identity service and its input rules. */
export const codeFields: Record<
  Exclude<SecondFactorMethod, "webauthn">,
  {
    name: string;
    length: number;
    numeric: boolean;
  }
> = {
  totp: { name: "totp_code", length: 6, numeric: true },
  lookup_secret: { name: "lookup_secret", length: 8, numeric: false },
};
