import type { FrontendApi, UiNode } from "@ory/client-fetch";
import auth from "@pithead/contract/locales/en/auth.json";
import enSettings from "@pithead/contract/locales/en/settings.json";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import type { Flow } from "../types";
import { SecuritySettings } from "./security-settings";

const en = enSettings.settings.security;

const submitNode = (group: string, name: string, id: number, text: string): UiNode =>
  ({
    type: "input",
    group,
    attributes: { node_type: "input", name, type: "submit", value: true, disabled: false },
    messages: [],
    meta: { label: { id, text, type: "info" } },
  }) as unknown as UiNode;

const csrf = {
  type: "input",
  group: "default",
  attributes: { node_type: "input", name: "csrf_token", type: "hidden", value: "c", disabled: false },
  messages: [],
  meta: {},
} as unknown as UiNode;

const codes = ["aaaa1111", "bbbb2222"];
const lookupNodes = {
  none: [submitNode("lookup_secret", "lookup_secret_regenerate", 1050008, "Generate")],
  pending: [
    {
      type: "text",
      group: "lookup_secret",
      attributes: {
        node_type: "text",
        id: "lookup_secret_codes",
        text: {
          id: 1050015,
          text: codes.join(", "),
          type: "info",
          context: { secrets: codes.map((text) => ({ text })) },
        },
      },
      messages: [],
      meta: {},
    } as unknown as UiNode,
    submitNode("lookup_secret", "lookup_secret_confirm", 1050011, "Confirm"),
  ],
  saved: [
    submitNode("lookup_secret", "lookup_secret_reveal", 1050007, "Reveal"),
    submitNode("lookup_secret", "lookup_secret_regenerate", 1050008, "Generate"),
    submitNode("lookup_secret", "lookup_secret_disable", 1050016, "Disable"),
  ],
};

/** A settings flow of an identity with an authenticator linked and its recovery codes in `codes` state. */
const flowOf = (state: keyof typeof lookupNodes): Flow =>
  ({
    id: "s1",
    type: "browser",
    state: "show_form",
    ui: {
      action: "/identity/self-service/settings?flow=s1",
      method: "POST",
      messages: [],
      nodes: [csrf, submitNode("totp", "totp_unlink", 1050004, "Unlink"), ...lookupNodes[state]],
    },
  }) as unknown as Flow;

/** The identity service's settings flow, as far as recovery codes go: generate, then confirm. */
function fakeClient(start: keyof typeof lookupNodes) {
  const client = {
    createBrowserSettingsFlow: vi.fn(async () => flowOf(start)),
    getSettingsFlow: vi.fn(async () => flowOf(start)),
    updateSettingsFlow: vi.fn(
      async ({ updateSettingsFlowBody }: { updateSettingsFlowBody: Record<string, unknown> }) => {
        if (updateSettingsFlowBody.lookup_secret_regenerate) return flowOf("pending");
        if (updateSettingsFlowBody.lookup_secret_confirm) return { ...flowOf("saved"), state: "success" };
        throw new Error("unexpected submit");
      },
    ),
  };
  return client as typeof client & FrontendApi;
}

async function renderSettings(client: FrontendApi) {
  await initTestI18n("en", { ...auth, ...enSettings });
  const router = createMemoryRouter(
    [
      {
        path: "/settings",
        element: (
          <SecuritySettings client={client} onChanged={() => undefined} onSecondFactor={async () => false} />
        ),
      },
    ],
    { initialEntries: ["/settings"] },
  );
  render(<RouterProvider router={router} />);
}

describe("the two-factor state in the security settings", () => {
  it("says 'On' only with recovery codes saved", async () => {
    await renderSettings(fakeClient("saved"));
    expect(await screen.findByText(en.totp.on)).toBeTruthy();
    expect(screen.queryByTestId("recovery-codes-reminder")).toBeNull();
  });

  it("reminds an authenticator without recovery codes, and the reminder goes once they are saved", async () => {
    const client = fakeClient("none");
    await renderSettings(client);
    expect(await screen.findByText(en.totp.onNoCodes)).toBeTruthy();
    expect(screen.queryByText(en.totp.on)).toBeNull();
    const reminder = screen.getByTestId("recovery-codes-reminder");
    expect(reminder.textContent).toContain(en.codesReminder.text);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: en.codesReminder.action }));
    // Step 2 of the set-up: the codes are generated and shown; the state is not "On" until they are saved.
    expect(await screen.findByTestId("recovery-codes")).toBeTruthy();
    expect(screen.getByText(en.totp.settingUp)).toBeTruthy();
    expect(screen.getByText("aaaa1111")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: en.setup.confirm }));
    expect(await screen.findByText(en.totp.on)).toBeTruthy();
    expect(screen.queryByTestId("recovery-codes-reminder")).toBeNull();
    const bodies = client.updateSettingsFlow.mock.calls.map(([call]) =>
      Object.keys(call.updateSettingsFlowBody),
    );
    expect(bodies.map((keys) => keys.find((key) => key.startsWith("lookup_secret_")))).toEqual([
      "lookup_secret_regenerate",
      "lookup_secret_confirm",
    ]);
  });

  it("skipping the codes on purpose, after the warning, ends the set-up as 'On, no recovery codes'", async () => {
    await renderSettings(fakeClient("none"));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: en.codesReminder.action }));
    expect(await screen.findByTestId("recovery-codes")).toBeTruthy();
    expect(screen.getByTestId("skip-recovery-codes").textContent).toContain(en.setup.skipWarning);
    await user.click(screen.getByRole("button", { name: en.setup.skip }));
    await waitFor(() => expect(screen.queryByTestId("recovery-codes")).toBeNull());
    expect(screen.getByText(en.totp.onNoCodes)).toBeTruthy();
    expect(screen.getByTestId("recovery-codes-reminder")).toBeTruthy();
  });
});
