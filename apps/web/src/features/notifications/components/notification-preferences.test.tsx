import errors from "@pithead/contract/locales/en/errors.json";
import notifications from "@pithead/contract/locales/en/notifications.json";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { preferencesFixture } from "../utils/preferences-fixture";
import { NotificationPreferences } from "./notification-preferences";

const path = "/api/backend/v0.1/identity/u1/notifications/preferences";
type Body = { events: unknown[]; overrides: unknown[]; time_zone?: string | null };
type Put = (body: Body) => Response;

/** Answers GET with `state` and PUT with `put` (the saved state by default); returns the sent PUT bodies. */
function fakeServer(state = preferencesFixture(), put?: Put) {
  const sent: Body[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    if (new URL(String(input), "http://t").pathname !== path)
      return json(404, { code: "not_found", message: "" });
    if (init?.method !== "PUT") return json(200, { data: state });
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return put ? put(body) : json(200, { data: state });
  });
  return sent;
}
const renderPage = () =>
  renderWithQueries(<NotificationPreferences identityId="u1" isDeclined={() => false} />);
const box = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe("notification preferences", () => {
  beforeAll(() => initTestI18n("en", { ...notifications, ...errors }));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("show the e-mail address, lock security e-mails on and disable Telegram while it is unavailable", async () => {
    fakeServer();
    renderPage();
    expect((await screen.findByTestId("notification-email")).textContent).toContain("miner@pithead.test");
    expect(box("notify-user-login-email").checked).toBe(true);
    expect(box("notify-user-login-email").disabled).toBe(true);
    expect(box("notify-delete-miner-email").disabled).toBe(true);
    expect(screen.getAllByText("Always on for security")).toHaveLength(4);
    expect(box("notify-miner-reward-email").checked).toBe(false);
    expect(box("notify-miner-reward-email").disabled).toBe(false);
    expect(box("notify-miner-payout-telegram").checked).toBe(true);
    expect(box("notify-miner-payout-telegram").disabled).toBe(true);
    expect(screen.getByTestId("telegram-unavailable").textContent).toMatch(
      /^Telegram is not set up on this server/,
    );
  });

  it("save the whole state with the per-account choices that differ, then say so", async () => {
    const sent = fakeServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId("notify-miner-reward-email"));
    const payout = screen.getByTestId("notify-miner-payout");
    await user.click(within(payout).getByRole("button", { name: "Choose per account" }));
    await user.click(screen.getByRole("checkbox", { name: "Payout sent, alice-2: E-mail" }));
    expect(within(payout).getByRole("button", { name: /Hide accounts \(1 differ\)/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.title).toBe("Notification settings saved"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toContainEqual({ event: "miner-reward", email: true, telegram: false });
    expect(sent[0]?.events).toContainEqual({ event: "user-login", email: true, telegram: true });
    expect(sent[0]?.overrides).toEqual([
      { event: "miner-payout", channel: "email", miner_id: "m2", enabled: false },
    ]);
  });

  it("show a field error from the server on its event's row, with Save disabled until that event changes", async () => {
    fakeServer(preferencesFixture(), () =>
      json(400, {
        code: "validation_failed",
        message: "Request validation failed",
        fields: [{ name: "events.1.email", text: "invalid_input" }],
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const row = screen.getByTestId("notify-miner-payout");
    await waitFor(() =>
      expect(within(row).getByRole("alert").textContent).toMatch(/^This choice was not saved/),
    );
    expect(toast.getSnapshot()).toEqual([]);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toHaveProperty("disabled", true);
    await user.click(box("notify-miner-reward-email"));
    expect(within(row).queryByRole("alert")).not.toBeNull();
    expect(save).toHaveProperty("disabled", true);
    await user.click(box("notify-miner-payout-email"));
    expect(within(row).queryByRole("alert")).toBeNull();
    expect(save).toHaveProperty("disabled", false);
  });

  describe("the time zone", () => {
    const tz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = tz;
    });

    it("offers the browser's zone when none is stored, and saves it; UTC only is kept as UTC", async () => {
      process.env.TZ = "Europe/Berlin";
      const sent = fakeServer();
      const user = userEvent.setup();
      renderPage();
      const select = (await screen.findByLabelText("Time zone")) as HTMLSelectElement;
      expect(select.value).toBe("Europe/Berlin");
      expect(screen.getByTestId("notify-time-zone-summary").textContent).toMatch(
        /^Times in notifications: UTC and Berlin \(UTC\+0[12]:00\)$/,
      );
      expect(select.options.length).toBeGreaterThan(100);
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.time_zone).toBe("Europe/Berlin");

      // The form starts again from the saved state: find the select anew.
      await user.selectOptions(await screen.findByLabelText("Time zone"), "UTC");
      expect(screen.getByTestId("notify-time-zone-summary").textContent).toBe(
        "Times in notifications: UTC only",
      );
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]?.time_zone).toBe("UTC");
    });

    it("groups the zones by region, by city with the offset, under their current names", async () => {
      fakeServer(preferencesFixture({ time_zone: "Asia/Calcutta" }));
      renderPage();
      const select = (await screen.findByLabelText("Time zone")) as HTMLSelectElement;
      // A zone stored under its old name shows (and is sent) as the current one.
      expect(select.value).toBe("Asia/Kolkata");
      expect(select.selectedOptions[0]?.textContent).toBe("Kolkata (UTC+05:30)");
      const groups = [...select.querySelectorAll("optgroup")].map((group) => group.label);
      expect(groups.slice(0, 3)).toEqual(["Europe", "Asia", "Americas"]);
      const texts = [...select.options].map((option) => option.textContent ?? "");
      const values = [...select.options].map((option) => option.value);
      expect(texts).toContain("Buenos Aires, Argentina (UTC−03:00)");
      expect(texts).toContain("Kathmandu (UTC+05:45)");
      expect(texts.some((text) => text.includes("_") || text.includes("/"))).toBe(false);
      for (const old of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "America/Buenos_Aires"])
        expect(values).not.toContain(old);
      expect(new Set(values).size).toBe(values.length);
      const america = [...select.querySelectorAll("optgroup")].find((group) => group.label === "Americas");
      expect(
        within(america as HTMLElement).getByRole("option", { name: /^New York \(UTC−0[45]:00\)$/ }),
      ).toBeTruthy();
    });

    it("shows a stored UTC as UTC only, whatever the browser's zone", async () => {
      process.env.TZ = "Europe/Berlin";
      fakeServer(preferencesFixture({ time_zone: "UTC" }));
      renderPage();
      expect(((await screen.findByLabelText("Time zone")) as HTMLSelectElement).value).toBe("UTC");
      expect(screen.getByTestId("notify-time-zone-summary").textContent).toBe(
        "Times in notifications: UTC only",
      );
    });

    it("starts from the stored zone, and shows the server's refusal beside it", async () => {
      fakeServer(preferencesFixture({ time_zone: "Asia/Tokyo" }), () =>
        json(400, {
          code: "validation_failed",
          message: "Request validation failed",
          fields: [{ name: "time_zone", text: "invalid_input" }],
        }),
      );
      const user = userEvent.setup();
      renderPage();
      expect(((await screen.findByLabelText("Time zone")) as HTMLSelectElement).value).toBe("Asia/Tokyo");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect((await screen.findByRole("alert")).textContent).toBe("The server does not know this time zone");
      expect(toast.getSnapshot()).toEqual([]);
      const save = screen.getByRole("button", { name: "Save" });
      expect(save).toHaveProperty("disabled", true);
      await user.selectOptions(screen.getByLabelText("Time zone"), "UTC");
      expect(screen.queryByRole("alert")).toBeNull();
      expect(save).toHaveProperty("disabled", false);
    });
  });
});
