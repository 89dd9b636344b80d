import auth from "@pithead/contract/locales/en/auth.json";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import type { Flow } from "../types";
import { FlowForm } from "./flow-form";

const input = (
  group: string,
  attributes: Record<string, unknown>,
  label?: [number, string],
  messages = [],
) => ({
  type: "input",
  group,
  attributes: { disabled: false, node_type: "input", ...attributes },
  messages,
  meta: label ? { label: { id: label[0], text: label[1], type: "info" } } : {},
});

/** A registration flow as the identity service answers a 400: a field error and a flow message. */
const flow = {
  id: "r1",
  type: "browser",
  state: "choose_method",
  ui: {
    action: "http://pool.test/identity/self-service/registration?flow=r1",
    method: "POST",
    messages: [{ id: 4999999, text: "Server-only wording", type: "error" }],
    nodes: [
      input("default", { name: "csrf_token", type: "hidden", value: "csrf-1" }),
      input("password", { name: "traits.email", type: "email", value: "a@b.c" }, [1070002, "E-Mail"]),
      {
        ...input("password", { name: "password", type: "password" }, [1070001, "Password"]),
        messages: [{ id: 4000034, text: "breached", type: "error" }],
      },
      input("password", { name: "traits.terms_agreed", type: "checkbox", value: false }, [1070002, "Terms"]),
      input("password", { name: "method", type: "submit", value: "password" }, [1040001, "Sign up"]),
      {
        type: "text",
        group: "lookup_secret",
        attributes: {
          node_type: "text",
          id: "lookup_secret_codes",
          text: {
            id: 1050015,
            text: "aaa, bbb",
            type: "info",
            context: { secrets: [{ text: "aaa" }, { text: "bbb" }] },
          },
        },
        messages: [],
        meta: {},
      },
    ],
  },
} as unknown as Flow;

async function renderForm(onSubmit = vi.fn()) {
  const i18n = await initTestI18n("en", auth);
  render(
    <I18nextProvider i18n={i18n}>
      <FlowForm flow={flow} onSubmit={onSubmit} overrides={{ "traits.language": "ru" }} />
    </I18nextProvider>,
  );
  return onSubmit;
}

describe("FlowForm", () => {
  it("draws the nodes with translated labels, the field error under its field", async () => {
    await renderForm();
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "a@b.c");
    const password = screen.getByLabelText("Password");
    const hint = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "The password has been found in data breaches and must no longer be used.",
    );
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["aaa", "bbb"]);
  });

  it("falls back to the server's text for an unknown message id", async () => {
    await renderForm();
    expect(screen.getByRole("alert").textContent).toBe("Server-only wording");
  });

  it("submits the form nested, with csrf_token, the pressed button and the overrides", async () => {
    const onSubmit = await renderForm();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "S3cret!pass" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      csrf_token: "csrf-1",
      traits: { email: "a@b.c", terms_agreed: true, language: "ru" },
      password: "S3cret!pass",
      method: "password",
    });
  });

  it("draws the settings flow's sign-out-others box checked, translated, and sends its state", async () => {
    const settings = {
      id: "s1",
      type: "browser",
      state: "show_form",
      ui: {
        action: "http://pool.test/identity/self-service/settings?flow=s1",
        method: "POST",
        nodes: [
          input("default", { name: "csrf_token", type: "hidden", value: "csrf-2" }),
          input("password", { name: "password", type: "password" }, [1070001, "Password"]),
          input("password", { name: "revoke_other_sessions", type: "checkbox", value: true }, [
            1079001,
            "Server text",
          ]),
          input("password", { name: "method", type: "submit", value: "password" }, [1070003, "Save"]),
        ],
      },
    } as unknown as Flow;
    const onSubmit = vi.fn();
    const i18n = await initTestI18n("en", auth);
    render(
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={settings} onSubmit={onSubmit} groups={["password"]} />
      </I18nextProvider>,
    );
    const box = screen.getByRole("checkbox", { name: "Sign out of all other sessions" });
    expect(box).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: "password", revoke_other_sessions: true });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ method: "password", revoke_other_sessions: false });
  });
});
