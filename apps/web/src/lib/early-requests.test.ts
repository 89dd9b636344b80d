import { afterEach, describe, expect, it, vi } from "vitest";
import { getIdentity } from "../features/accounts/api/get-identity";
import { checkSession } from "../features/session/api/check-session";
import { takeEarlyResponse } from "./early-requests";

const config = { addresses: [{ type: "auth" as const, address: `${window.location.origin}/identity/` }] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const early = (name: "whoami" | "identity", path: string, response: Response) => {
  window.__pitheadEarly = {
    ...window.__pitheadEarly,
    [name]: { url: new URL(path, window.location.href).href, response: Promise.resolve(response) },
  };
};
const session = {
  id: "s1",
  active: true,
  authenticated_at: "2026-11-29T10:00:00Z",
  expires_at: "2026-11-30T10:00:00Z",
  identity: { id: "i1", schema_id: "default", schema_url: "", traits: { email: "alice@pithead.test" } },
};

afterEach(() => {
  delete window.__pitheadEarly;
});

describe("the answers asked at page load (boot/early-requests.ts)", () => {
  it("are taken once, and only for the address they asked", async () => {
    early("identity", "/api/backend/v0.1/identity", json(200, {}));
    expect(takeEarlyResponse("identity", "/api/backend/v0.1/other")).toBeNull();
    early("identity", "/api/backend/v0.1/identity", json(200, {}));
    expect(takeEarlyResponse("identity", "/api/backend/v0.1/identity")).not.toBeNull();
    expect(takeEarlyResponse("identity", "/api/backend/v0.1/identity")).toBeNull();
  });

  it("give the first session check its session without asking again, dates as the SDK reads them", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    early("whoami", "/identity/sessions/whoami", json(200, session));
    const state = await checkSession(config);
    expect(state.status).toBe("authenticated");
    if (state.status !== "authenticated") return;
    expect(state.session.identity?.id).toBe("i1");
    expect(state.session.expires_at).toEqual(new Date("2026-11-30T10:00:00Z"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leave an anonymous visitor to the SDK's own check, which words the refusal", async () => {
    early("whoami", "/identity/sessions/whoami", json(401, { error: { id: "session_inactive", code: 401 } }));
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(401, { error: { id: "session_inactive", code: 401, message: "No session" } }));
    expect(await checkSession(config)).toEqual({ status: "anonymous" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("give the first identity load its answer; a later load asks the server", async () => {
    const identity = { user: { id: "u1", email: "alice@pithead.test", language: "en" }, permissions: [] };
    early("identity", "/api/backend/v0.1/identity", json(200, identity));
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(200, { ...identity, user: { id: "u2" } }));
    expect((await getIdentity()).user.id).toBe("u1");
    expect(fetch).not.toHaveBeenCalled();
    expect((await getIdentity()).user.id).toBe("u2");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
