import { describe, expect, it, vi } from "vitest";
import { LOGOUT_KEY, logout } from "./logout";

function steps(fail = false) {
  const order: string[] = [];
  const client = {
    createBrowserLogoutFlow: vi.fn(async () => {
      order.push("create");
      if (fail) throw new Error("down");
      return { logout_token: "ory_lo_1", logout_url: "x" };
    }),
    updateLogoutFlow: vi.fn(async () => {
      order.push("update");
    }),
  };
  return {
    order,
    client,
    reset: vi.fn(() => order.push("reset")),
    navigate: vi.fn((to: string) => order.push(`navigate ${to}`)),
  };
}

describe("logout", () => {
  it("with a session: logout flow, then the token, then reset, then return_to", async () => {
    const s = steps();
    await logout({
      ...s,
      hasSession: true,
      returnTo: "/faq",
      fallback: "/auth/login",
      store: sessionStorage,
    });
    expect(s.order).toEqual(["create", "update", "reset", "navigate /faq"]);
    expect(s.client.updateLogoutFlow).toHaveBeenCalledWith({ token: "ory_lo_1" });
    expect(sessionStorage.getItem(LOGOUT_KEY)).toBeNull();
  });

  it("without a session: a soft logout (reset only), then sign-in", async () => {
    const s = steps();
    await logout({ ...s, hasSession: false, fallback: "/auth/login", store: sessionStorage });
    expect(s.order).toEqual(["reset", "navigate /auth/login"]);
    expect(s.client.createBrowserLogoutFlow).not.toHaveBeenCalled();
  });

  it("clears the stored parameters when a step fails", async () => {
    const s = steps(true);
    await expect(
      logout({ ...s, hasSession: true, returnTo: "/faq", fallback: "/auth/login", store: sessionStorage }),
    ).rejects.toThrow("down");
    expect(sessionStorage.getItem(LOGOUT_KEY)).toBeNull();
    expect(s.reset).not.toHaveBeenCalled();
  });
});
