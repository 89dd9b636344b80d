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

/** A registration flow as the identity service draws it (`registration-nodes.ts`): its checks and texts. */
const registration = {
  id: "r2",
  type: "browser",
  state: "choose_method",
  ui: {
    action: "http://pool.test/identity/self-service/registration?flow=r2",
    method: "POST",
    messages: [],
    nodes: [
      input("default", { name: "csrf_token", type: "hidden", value: "csrf-3", required: true }),
      input(
        "default",
        { name: "traits.email", type: "email", value: "", required: true, autocomplete: "email" },
        [1070002, "E-Mail"],
      ),
      input(
        "password",
        { name: "password", type: "password", required: true, autocomplete: "new-password" },
        [1070001, "Password"],
      ),
      input("default", { name: "traits.terms_agreed", type: "checkbox", value: false, required: true }, [
        1070002,
        "Terms",
      ]),
      input("password", { name: "method", type: "submit", value: "password" }, [1040001, "Sign up"]),
    ],
  },
} as unknown as Flow;

async function renderFlow(form: Flow) {
  const onSubmit = vi.fn();
  const i18n = await initTestI18n("en", auth);
  render(
    <I18nextProvider i18n={i18n}>
      <FlowForm flow={form} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

/** The text under a field (its `aria-describedby`), or null without one. */
function hintOf(field: HTMLElement): string | null {
  const id = field.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("FlowForm checks as the user types", () => {
  it("shows a bad e-mail as it is typed and disables the submit until it is fixed", async () => {
    await renderFlow(registration);
    const email = screen.getByLabelText("E-mail");
    const submit = screen.getByRole("button", { name: "Sign up" });
    expect(hintOf(email)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);
    fireEvent.change(email, { target: { value: "alice" } });
    expect(hintOf(email)).toBe('"alice" is not a valid e-mail address.');
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(email, { target: { value: "alice@example.com" } });
    expect(hintOf(email)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);
  });

  it("shows a blank required field's message when the field is left", async () => {
    await renderFlow(registration);
    const email = screen.getByLabelText("E-mail");
    fireEvent.blur(email);
    expect(hintOf(email)).toBe("Should not be blank");
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveProperty("disabled", true);
  });

  it("a field left by a press elsewhere shows its message once the press is over", async () => {
    await renderFlow(registration);
    const email = screen.getByLabelText("E-mail");
    const terms = screen.getByRole("checkbox");
    fireEvent.pointerDown(terms);
    fireEvent.blur(email);
    expect(hintOf(email)).toBeNull();
    fireEvent.pointerUp(terms);
    await vi.waitFor(() => expect(hintOf(email)).toBe("Should not be blank"));
  });

  it("counts a new password's length as the server does", async () => {
    await renderFlow(registration);
    const password = screen.getByLabelText("Password");
    fireEvent.change(password, { target: { value: "Ab1!" } });
    expect(hintOf(password)).toBe("The password must be at least 8 characters long, but got 4.");
    fireEvent.change(password, { target: { value: "Ab1!efgh" } });
    expect(hintOf(password)).toBeNull();
  });

  it("on a pristine form, a submit shows every blank field's message and sends nothing", async () => {
    const onSubmit = await renderFlow(registration);
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(hintOf(screen.getByLabelText("E-mail"))).toBe("Should not be blank");
    expect(hintOf(screen.getByLabelText("Password"))).toBe("Should not be blank");
    expect(hintOf(screen.getByRole("checkbox"))).toBe("Should not be blank");
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveProperty("disabled", true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a valid form", async () => {
    const onSubmit = await renderFlow(registration);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "alice@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Quartz-river-2026" } });
    fireEvent.click(screen.getByRole("checkbox"));
    const submit = screen.getByRole("button", { name: "Sign up" });
    expect(submit).toHaveProperty("disabled", false);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      csrf_token: "csrf-3",
      traits: { email: "alice@example.com", terms_agreed: true },
      password: "Quartz-river-2026",
      method: "password",
    });
  });

  it("keeps the server's message of a field until that field changes", async () => {
    await renderForm();
    const password = screen.getByLabelText("Password");
    const breached = "The password has been found in data breaches and must no longer be used.";
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "b@c.de" } });
    fireEvent.blur(password);
    expect(hintOf(password)).toBe(breached);
    fireEvent.change(password, { target: { value: "Another-one-9" } });
    expect(hintOf(password)).toBeNull();
  });

  it("keeps what was typed while the flow is the same, and takes a new flow state's values", async () => {
    const i18n = await initTestI18n("en", auth);
    const draw = (form: Flow) => (
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={form} onSubmit={vi.fn()} />
      </I18nextProvider>
    );
    const { rerender } = render(draw(registration));
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "alice@example.com" } });
    rerender(draw(registration));
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "alice@example.com");
    // The server's answer to a submit: a new flow object, with the e-mail it kept and a fresh csrf token.
    const answered = structuredClone(registration) as unknown as {
      ui: { nodes: { attributes: { name: string; value?: unknown } }[] };
    };
    for (const node of answered.ui.nodes)
      if (node.attributes.name === "traits.email") node.attributes.value = "bob@example.com";
    rerender(draw(answered as unknown as Flow));
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "bob@example.com");
  });

  it("holds back only the code's submit, never the resend button", async () => {
    const verification = {
      id: "v1",
      type: "browser",
      state: "sent_email",
      ui: {
        action: "http://pool.test/identity/self-service/verification?flow=v1",
        method: "POST",
        messages: [],
        nodes: [
          input("default", { name: "csrf_token", type: "hidden", value: "csrf-4", required: true }),
          input("code", { name: "code", type: "text", required: true, pattern: "[0-9]+", maxlength: 6 }, [
            1070011,
            "Verification code",
          ]),
          input("code", { name: "method", type: "hidden", value: "code" }),
          input("code", { name: "method", type: "submit", value: "code" }, [1070006, "Verify code"]),
          input("code", { name: "email", type: "submit", value: "a@b.c" }, [1070008, "Resend code"]),
        ],
      },
    } as unknown as Flow;
    const onSubmit = await renderFlow(verification);
    const code = screen.getByRole("textbox");
    fireEvent.change(code, { target: { value: "12a" } });
    expect(hintOf(code)).toBe('Does not match pattern "[0-9]+".');
    expect(screen.getByRole("button", { name: "Verify code" })).toHaveProperty("disabled", true);
    const resend = screen.getByRole("button", { name: "Resend code" });
    expect(resend).toHaveProperty("disabled", false);
    fireEvent.click(resend);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ email: "a@b.c", method: "code" });
  });
});
