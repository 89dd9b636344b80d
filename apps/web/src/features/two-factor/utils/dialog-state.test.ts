import type { UiNode } from "@ory/client-fetch";
import { describe, expect, it } from "vitest";
import { createSecondFactorStore, isSecondFactorDeclined } from "../store";
import { availableMethods, dialogReducer } from "./dialog-state";

const node = (group: string) => ({ group }) as UiNode;

describe("two-factor dialog state", () => {
  it("offers the methods present, in order, and preselects the first", () => {
    const methods = availableMethods([node("default"), node("webauthn"), node("lookup_secret")]);
    expect(methods).toEqual(["lookup_secret", "webauthn"]);
    expect(dialogReducer({ view: "loading" }, { type: "flow-loaded", methods })).toEqual({
      view: "code",
      method: "lookup_secret",
      methods,
    });
  });

  it("shows only the set-up banner without a second factor", () => {
    const methods = availableMethods([node("default")]);
    expect(dialogReducer({ view: "loading" }, { type: "flow-loaded", methods })).toEqual({ view: "setup" });
  });

  it("goes to the method list and back to the code view with the chosen method", () => {
    const methods = availableMethods([node("totp"), node("lookup_secret")]);
    const code = dialogReducer({ view: "loading" }, { type: "flow-loaded", methods });
    const list = dialogReducer(code, { type: "choose-another" });
    expect(list.view).toBe("methods");
    expect(dialogReducer(list, { type: "pick", method: "lookup_secret" })).toEqual({
      view: "code",
      method: "lookup_secret",
      methods,
    });
  });
});

describe("second-factor store", () => {
  it("shares one request, resolves on success and rejects as declined when closed", async () => {
    const store = createSecondFactorStore();
    const first = store.request();
    expect(store.request()).toBe(first);
    expect(store.isOpen()).toBe(true);
    store.complete();
    await expect(first).resolves.toBeUndefined();
    expect(store.isOpen()).toBe(false);

    const second = store.request();
    store.decline();
    const error = await second.catch((reason: unknown) => reason);
    expect(isSecondFactorDeclined(error)).toBe(true);
  });
});
