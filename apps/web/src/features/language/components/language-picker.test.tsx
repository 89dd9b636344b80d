import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as i18nModule from "../../../lib/i18n";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { LanguagePicker } from "./language-picker";

describe("LanguagePicker", () => {
  beforeEach(() => mockMatchMedia(true));

  it("shows the current language and lists each language in its own name", async () => {
    await initTestI18n("ru");
    render(<LanguagePicker />);
    const trigger = screen.getByTestId("language-picker");
    expect(trigger.textContent).toBe("Русский");
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Язык" });
    const options = [...dialog.querySelectorAll("li button")].map((b) => b.textContent);
    expect(options).toEqual(["EnglishАнглийский", "Русский", "中文Китайский"]);
  });

  it("stores the choice and reloads through changeLanguage", async () => {
    await initTestI18n("en");
    const change = vi.spyOn(i18nModule, "changeLanguage").mockImplementation(() => undefined);
    render(<LanguagePicker languages={["en", "cn"]} />);
    await userEvent.click(screen.getByTestId("language-picker"));
    await userEvent.click(await screen.findByRole("button", { name: /中文/ }));
    expect(change).toHaveBeenCalledWith("cn");
  });

  it("does nothing when the current language is chosen again", async () => {
    await initTestI18n("en");
    const change = vi.spyOn(i18nModule, "changeLanguage").mockImplementation(() => undefined);
    render(<LanguagePicker />);
    await userEvent.click(screen.getByTestId("language-picker"));
    await userEvent.click(await screen.findByRole("button", { name: "English" }));
    expect(change).not.toHaveBeenCalled();
  });
});
