import type { FrontendApi } from "@ory/client-fetch";
import { ResponseError } from "@ory/client-fetch";
import auth from "@pithead/contract/locales/en/auth.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { createSecondFactorStore, isSecondFactorDeclined } from "../store";
import { TwoFactorDialog } from "./two-factor-dialog";

const node = (group: string, name: string, type = "text") => ({
  type: "input",
  group,
  attributes: {
    name,
    type,
    value: name === "csrf_token" ? "csrf-1" : "",
    disabled: false,
    node_type: "input",
  },
  messages: [] as unknown[],
  meta: {},
});
const flow = (groups: string[]) => ({
  id: "l2",
  ui: {
    action: "x",
    method: "POST",
    nodes: [node("default", "csrf_token", "hidden"), ...groups.map((group) => node(group, `${group}_code`))],
  },
});

async function open(groups: string[], update: FrontendApi["updateLoginFlow"] = vi.fn()) {
  const store = createSecondFactorStore();
  const client = {
    createBrowserLoginFlow: vi.fn(async () => flow(groups)),
    updateLoginFlow: update,
  } as unknown as FrontendApi;
  const i18n = await initTestI18n("en", { ...auth, ...ui });
  render(
    <I18nextProvider i18n={i18n}>
      <TwoFactorDialog getClient={() => client} onSetUp={vi.fn()} store={store} />
    </I18nextProvider>,
  );
  let request!: Promise<void>;
  act(() => {
    request = store.request();
  });
  return { store, client, request };
}

describe("TwoFactorDialog", () => {
  it("creates an aal2 flow and shows the 6-digit code view with the first method", async () => {
    const { client } = await open(["totp", "lookup_secret"]);
    const field = await screen.findByLabelText("Authentication code");
    expect(client.createBrowserLoginFlow).toHaveBeenCalledWith({ aal: "aal2", refresh: true });
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("maxlength")).toBe("6");
    fireEvent.click(screen.getByRole("button", { name: "Choose another method" }));
    fireEvent.click(screen.getByRole("button", { name: "Recovery code" }));
    expect(await screen.findByLabelText("Recovery code")).toBeTruthy();
  });

  it('offers "choose another method" even with one method, listing that method', async () => {
    await open(["totp"]);
    await screen.findByLabelText("Authentication code");
    fireEvent.click(screen.getByRole("button", { name: "Choose another method" }));
    expect(screen.getByRole("button", { name: "Authenticator app" })).toBeTruthy();
  });

  it("shows only the set-up banner without a second factor", async () => {
    await open([]);
    expect(await screen.findByTestId("two-factor-banner")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows the first error under the field, then resolves the request on success", async () => {
    const failed = { ...flow(["totp"]) };
    const codeNode = failed.ui.nodes[1];
    if (codeNode) codeNode.messages = [{ id: 4000008, text: "invalid", type: "error" }];
    const response = new Response(JSON.stringify(failed), { status: 400 });
    const update = vi
      .fn()
      .mockRejectedValueOnce(new ResponseError(response))
      .mockResolvedValueOnce({ session: {} });
    const { request } = await open(["totp"], update);
    const field = await screen.findByLabelText("Authentication code");
    fireEvent.change(field, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The provided authentication code is invalid, please try again.",
    );
    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await expect(request).resolves.toBeUndefined();
    expect(update).toHaveBeenLastCalledWith({
      flow: "l2",
      updateLoginFlowBody: { method: "totp", csrf_token: "csrf-1", totp_code: "654321" },
    });
  });

  it("rejects as declined when closed", async () => {
    const { store, request } = await open(["totp"]);
    await screen.findByLabelText("Authentication code");
    act(() => store.decline());
    expect(isSecondFactorDeclined(await request.catch((error: unknown) => error))).toBe(true);
  });
});
