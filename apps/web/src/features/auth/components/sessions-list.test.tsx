import type { FrontendApi, Session } from "@ory/client-fetch";
import enSettings from "@pithead/contract/locales/en/settings.json";
import ruSettings from "@pithead/contract/locales/ru/settings.json";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast";
import { initTestI18n } from "../../../lib/i18n-testing";
import { renderWithQueries } from "../../../lib/query-testing";
import { SessionsList } from "./sessions-list";

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const session = (id: string, userAgent: string): Session =>
  ({
    id,
    active: true,
    authenticated_at: new Date("2026-11-21T10:00:00Z"),
    devices: [{ id: `d-${id}`, user_agent: userAgent, ip_address: "203.0.113.7" }],
  }) as unknown as Session;

function fakeClient(others: Session[]) {
  let list = others;
  const client = {
    toSession: vi.fn(async () => session("current", firefoxOnLinux)),
    listMySessions: vi.fn(async () => list),
    disableMySession: vi.fn(async ({ id }: { id: string }) => {
      list = list.filter((s) => s.id !== id);
    }),
    disableMyOtherSessions: vi.fn(async () => {
      const count = list.length;
      list = [];
      return { count };
    }),
  };
  return client as typeof client & FrontendApi;
}

async function setLanguage(language: "en" | "ru") {
  const i18n = await initTestI18n(language, enSettings);
  if (language === "ru") i18n.addResourceBundle("ru", "translation", ruSettings, true, true);
}

afterEach(() => vi.restoreAllMocks());

describe("the sessions list", () => {
  it("names each device by browser and system, marks this device, and keeps the raw user agent as a tooltip", async () => {
    await setLanguage("en");
    renderWithQueries(
      <SessionsList client={fakeClient([session("a", chromeOnWindows), session("b", safariOnIphone)])} />,
    );
    await waitFor(() => expect(screen.getAllByTestId("session-item")).toHaveLength(3));
    const [current, chrome, safari] = screen.getAllByTestId("session-item");
    expect(within(current as HTMLElement).getByText("Firefox 133 on Linux")).toBeTruthy();
    expect(within(current as HTMLElement).getByTestId("session-current").textContent).toBe("This device");
    expect(within(current as HTMLElement).queryByRole("button")).toBeNull();
    expect(
      within(chrome as HTMLElement)
        .getByText("Chrome 131 on Windows")
        .getAttribute("title"),
    ).toBe(chromeOnWindows);
    expect(within(chrome as HTMLElement).queryByTestId("session-current")).toBeNull();
    expect(within(safari as HTMLElement).getByText("Safari 17 on iOS")).toBeTruthy();
    expect(screen.queryByText(/Mozilla\/5\.0/)).toBeNull();
  });

  it("says how many sessions 'Sign out of all other sessions' ended, with Russian plurals", async () => {
    await setLanguage("ru");
    const show = vi.spyOn(toast, "show");
    const others = ["a", "b", "c"].map((id) => session(id, chromeOnWindows));
    renderWithQueries(<SessionsList client={fakeClient(others)} />);
    expect(await screen.findByText("Firefox 133, Linux")).toBeTruthy();
    expect(await screen.findByText("Это устройство")).toBeTruthy();
    const all = await screen.findAllByRole("button", { name: "Завершить все другие сеансы" });
    expect(all).toHaveLength(1);
    await userEvent.click(all[0] as HTMLElement);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: "success", title: "Завершено 3 других сеанса" }),
    );
    expect(await screen.findByText("Других активных сеансов нет.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Завершить все другие сеансы" })).toBeNull();
    expect(screen.getAllByTestId("session-item")).toHaveLength(1);
  });

  it("says 'Signed out of 1 other session' in English", async () => {
    await setLanguage("en");
    const show = vi.spyOn(toast, "show");
    renderWithQueries(<SessionsList client={fakeClient([session("a", chromeOnWindows)])} />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign out of all other sessions" }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: "success", title: "Signed out of 1 other session" }),
    );
  });
});
