import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_PROMOCODE_KEY } from "../../../features/promocodes/utils/pending-promocode";
import { type FakeBackend, identityWith, installFakeBackend } from "../../testing/fake-backend";
import { renderApp } from "../../testing/render-app";

const loadTime = { timeout: 5000 };
const outcome = {
  code: "HELLO-NEW",
  kind: "promocode",
  applied: true,
  reason: null,
  fee_percent: "0.3",
  start_date: "2026-03-03",
  end_date: "2026-03-12",
};

/** The fake backend, with `POST miners` answering `created` (recording its body; the user then has the miner). */
function backendWithMiners(created: { id: string; account_name: string; promocode?: object }) {
  const backend: FakeBackend = { session: true, identity: identityWith([]) };
  const fetchMock = installFakeBackend(backend);
  const base = fetchMock.getMockImplementation();
  const bodies: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith("/api/backend/v0.1/miners") && init?.method === "POST") {
      bodies.push(JSON.parse(String(init.body)));
      backend.identity = identityWith([
        { id: created.id, type: "miner", account_name: created.account_name, role: "owner" },
      ]);
      return new Response(JSON.stringify(created), {
        status: 201,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (!base) throw new Error("no fake backend");
    return base(input, init);
  });
  return bodies;
}

describe("the name step with a sign-up code", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    // The dashboard the step goes on to asks for the layout's media query; jsdom has none.
    window.matchMedia = ((media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the code kept at registration, shows what became of it, then goes on", async () => {
    window.sessionStorage.setItem(PENDING_PROMOCODE_KEY, "HELLO-NEW");
    const bodies = backendWithMiners({ id: "m1", account_name: "newminer", promocode: outcome });
    const app = await renderApp("/auth/name");
    const name = await screen.findByLabelText("Account name", {}, loadTime);
    expect(screen.getByTestId("signup-code-pending")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(name, "newminer");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByTestId("signup-code-outcome")).toBeTruthy();
    expect(bodies).toEqual([{ account_name: "newminer", promocode: "HELLO-NEW" }]);
    expect(window.sessionStorage.getItem(PENDING_PROMOCODE_KEY)).toBeNull();
    const notice = screen.getByTestId("signup-code-outcome").closest("section") as HTMLElement;
    await user.click(within(notice).getByRole("button"));
    await waitFor(() => expect(app.location()).toBe("/"), loadTime);
  });

  it("sends no code without one and goes straight on", async () => {
    const bodies = backendWithMiners({ id: "m1", account_name: "plain" });
    const app = await renderApp("/auth/name");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Account name", {}, loadTime), "plain");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.location()).toBe("/"), loadTime);
    expect(bodies).toEqual([{ account_name: "plain" }]);
    expect(screen.queryByTestId("signup-code-outcome")).toBeNull();
  });
});
