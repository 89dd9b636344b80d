import auth from "@pithead/contract/locales/en/auth.json";
import authRu from "@pithead/contract/locales/ru/auth.json";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { FlowMessages } from "./node-messages";

async function renderMessages(
  messages: Parameters<typeof FlowMessages>[0]["messages"],
  language: "en" | "ru" = "en",
) {
  const i18n = await initTestI18n("en", auth);
  if (language === "ru") {
    i18n.addResourceBundle("ru", "translation", authRu, true, true);
    await i18n.changeLanguage("ru");
  }
  render(
    <I18nextProvider i18n={i18n}>
      <FlowMessages messages={messages} />
    </I18nextProvider>,
  );
}

describe("FlowMessages", () => {
  it("fills the minutes left of a recovered session from its end time, never a {{placeholder}}", async () => {
    const until = Math.floor(Date.now() / 1000) + 15 * 60;
    await renderMessages([
      {
        id: 1060001,
        type: "info",
        text: "You successfully recovered your account.",
        context: { privileged_session_expires_at_unix: until },
      },
    ]);
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain("within the next 15 minutes");
    expect(notice.textContent).not.toContain("{{");
  });

  it("says how long ago a flow expired", async () => {
    const expired = Math.floor(Date.now() / 1000) - 3 * 60 - 10;
    await renderMessages([
      {
        id: 4010001,
        type: "error",
        text: "The login flow expired.",
        context: { expired_at_unix: expired },
      },
    ]);
    expect(screen.getByRole("alert").textContent).toBe(
      "The login flow expired 4 minutes ago, please try again.",
    );
  });

  it("shows the identity service's own text when the context lacks a value the translation names", async () => {
    await renderMessages([{ id: 1060001, type: "info", text: "Recovered: change your password." }]);
    expect(screen.getByRole("status").textContent).toBe("Recovered: change your password.");
  });

  it("words a password's missing character class in the interface language, not the server's English", async () => {
    const reason = "it must contain at least one upper case letter";
    const message = {
      id: 4000005,
      type: "error" as const,
      text: `The password can not be used because ${reason}.`,
    };
    await renderMessages([{ ...message, context: { reason } }], "ru");
    expect(screen.getByRole("alert").textContent).toBe(
      "Этот пароль нельзя использовать: в нём должна быть хотя бы одна заглавная латинская буква.",
    );
  });

  it("keeps another 4000005 reason as the server gave it", async () => {
    const reason = "the password has been found in data breaches and must no longer be used";
    await renderMessages([
      {
        id: 4000005,
        type: "error",
        text: `The password can not be used because ${reason}.`,
        context: { reason },
      },
    ]);
    expect(screen.getByRole("alert").textContent).toBe(`The password can not be used because ${reason}.`);
  });
});
