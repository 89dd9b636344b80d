import type { FrontendApi, LoginFlow, UiText } from "@ory/client-fetch";
import { useEffect, useReducer, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { toast } from "../../../components/ui/toast";
import { createSecondFactorFlow, submitSecondFactor } from "../api/second-factor-flow";
import { type SecondFactorStore, secondFactor } from "../store";
import { availableMethods, dialogReducer } from "../utils/dialog-state";
import { TwoFactorBanner } from "./two-factor-banner";
import { CodeView, MethodList } from "./two-factor-views";

export type TwoFactorDialogProps = {
  getClient: () => FrontendApi;
  /** The set-up banner's action (to settings). */
  onSetUp: () => void;
  store?: SecondFactorStore;
};

function firstError(flow: LoginFlow): UiText | null {
  for (const node of flow.ui.nodes) {
    const message = node.messages.find((item) => item.type === "error");
    if (message) return message;
  }
  return flow.ui.messages?.find((item) => item.type === "error") ?? null;
}

/** SPEC sections 2 and 4: opens on `mfa_required` / `session_aal2_required`, repeats the call on success. */
export function TwoFactorDialog({ getClient, onSetUp, store = secondFactor }: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const open = useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
  const [state, dispatch] = useReducer(dialogReducer, { view: "loading" });
  const [flow, setFlow] = useState<LoginFlow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    dispatch({ type: "reset" });
    try {
      const next = await createSecondFactorFlow(getClient());
      setFlow(next);
      dispatch({ type: "flow-loaded", methods: availableMethods(next.ui.nodes) });
    } catch {
      toast.showGenericError();
      store.decline();
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request starts a new flow.
  useEffect(() => {
    setError(null);
    if (open) void load();
  }, [open]);

  const submit = async (code: string) => {
    if (!flow || state.view !== "code") return;
    setBusy(true);
    const result = await submitSecondFactor(getClient(), flow, state.method, code);
    setBusy(false);
    if (result.ok) {
      store.complete();
      return;
    }
    if (result.flow) {
      const message = firstError(result.flow);
      setFlow(result.flow);
      setError(message ? t(`auth.messages.${message.id}`, { defaultValue: message.text }) : null);
      return;
    }
    setError(result.expired ? t("auth.errors.flowExpired") : t("ui.toast.genericError"));
    if (result.expired) await load();
  };

  return (
    <Dialog open={open} onClose={() => store.decline()} size="s" title={t("auth.secondFactor.title")}>
      <div data-testid="two-factor-dialog">
        {state.view === "setup" && (
          <TwoFactorBanner
            onSetUp={() => {
              store.decline();
              onSetUp();
            }}
          />
        )}
        {state.view === "code" && (
          <CodeView
            key={state.method}
            method={state.method}
            error={error}
            busy={busy}
            onSubmit={(code) => void submit(code)}
            onChooseAnother={() => dispatch({ type: "choose-another" })}
          />
        )}
        {state.view === "methods" && (
          <MethodList
            methods={state.methods}
            onPick={(method) => {
              setError(null);
              dispatch({ type: "pick", method });
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
