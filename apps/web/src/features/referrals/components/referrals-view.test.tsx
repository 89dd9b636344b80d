import errors from "@pithead/contract/locales/en/errors.json";
import referrals from "@pithead/contract/locales/en/referrals.json";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { ReferralsView } from "./referrals-view";

const code = (id: string, value: string) => ({
  id,
  code: value,
  link: `/auth/registration?promocode=${value}`,
  referrals: 1,
  created_at: "2026-10-01T08:00:00Z",
});
const codes = { data: { codes: [code("c1", "ALICE-7K2Q")], share_percent: "20", duration_days: 365 } };
const referred = (page: number, total = 1) => ({
  data: [
    {
      id: "r1",
      account_name: "ca***l",
      code: "ALICE-7K2Q",
      since: "2026-10-26",
      until: "2027-10-25",
      state: "active",
      hash_rate_24h: "123456789012345",
      earned_last_day: 1234,
      earned_total: 56789,
    },
  ],
  total,
  page,
  per_page: 20,
  earned_total: 56789,
  daily: [
    { day: "2026-11-24", amount: 1234 },
    { day: "2026-11-23", amount: 1100 },
  ],
});

function fakeApi(routes: Record<string, (url: URL, init?: RequestInit) => Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://t");
    const path = url.pathname.replace("/api/backend/v0.1/", "");
    const route = routes[`${init?.method ?? "GET"} ${path}`];
    return route ? route(url, init) : json(404, { code: "not_found", message: path });
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText: vi.fn(writeText) },
  });
  return navigator.clipboard;
}

describe("the referrals page", () => {
  beforeAll(() => initTestI18n("en", { ...referrals, ...errors }));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("shows the terms, the codes with their links, the referred miners masked and the earnings", async () => {
    fakeApi({
      "GET miners/m1/referrer-codes": () => json(200, codes),
      "GET miners/m1/referrals": (url) => json(200, referred(Number(url.searchParams.get("page")))),
    });
    renderWithQueries(<ReferralsView minerId="m1" canManage isDeclined={() => false} />);
    expect((await screen.findByTestId("referral-terms")).textContent).toContain(
      "20 % of the pool's fee on their reward for 365 days",
    );
    expect(screen.getByTestId("referral-terms").textContent).toContain("pays nothing extra");
    expect(screen.getByTestId("referrer-link").textContent).toBe(
      `${window.location.origin}/auth/registration?promocode=ALICE-7K2Q`,
    );
    const row = await screen.findByTestId("referred-miner");
    expect(within(row).getByTestId("referred-name").textContent).toBe("ca***l");
    expect(within(row).getByText("123.46 TH/s")).toBeTruthy();
    expect(within(row).getByText("0.00001234 BTC")).toBeTruthy();
    expect(within(row).getByText("0.00056789 BTC")).toBeTruthy();
    expect(within(row).getByText("Oct 26, 2026")).toBeTruthy();
    expect(screen.getByTestId("referrals-earned-total").textContent).toBe("0.00056789 BTC");
    const daily = screen.getAllByTestId("referrals-day");
    expect(daily.map((item) => item.textContent)).toEqual([
      "Nov 24, 20260.00001234 BTC",
      "Nov 23, 20260.00001100 BTC",
    ]);
  });

  it("copies a link, and says so in an error toast when the clipboard refuses", async () => {
    fakeApi({
      "GET miners/m1/referrer-codes": () => json(200, codes),
      "GET miners/m1/referrals": () => json(200, referred(1)),
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithQueries(<ReferralsView minerId="m1" canManage isDeclined={() => false} />);
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "Copy the link of ALICE-7K2Q" });
    const clipboard = stubClipboard(async () => undefined);
    await user.click(button);
    expect(clipboard.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/auth/registration?promocode=ALICE-7K2Q`,
    );
    expect(toast.getSnapshot().at(-1)).toMatchObject({ type: "success", title: "Link copied" });
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    await user.click(button);
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.type).toBe("error"));
  });

  it("makes a new code for an owner, none for a viewer", async () => {
    let list = codes;
    const fetch = fakeApi({
      "GET miners/m1/referrer-codes": () => json(200, list),
      "POST miners/m1/referrer-codes": () => {
        const made = code("c2", "ALICE-9XQ3");
        list = { data: { ...codes.data, codes: [...codes.data.codes, made] } };
        return json(201, { data: made });
      },
      "GET miners/m1/referrals": () => json(200, { ...referred(1, 0), data: [], daily: [], earned_total: 0 }),
    });
    const view = renderWithQueries(<ReferralsView minerId="m1" canManage isDeclined={() => false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New code" }));
    await waitFor(() => expect(screen.getAllByTestId("referrer-code")).toHaveLength(2));
    expect(toast.getSnapshot().at(-1)?.title).toBe("Code ALICE-9XQ3 created");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);
    expect(screen.getByText("Nobody has signed up with your codes yet.")).toBeTruthy();
    expect(screen.getByText("Nothing earned in the last 30 days.")).toBeTruthy();
    view.unmount();
    renderWithQueries(<ReferralsView minerId="m1" canManage={false} isDeclined={() => false} />);
    await screen.findAllByTestId("referrer-code");
    expect(screen.queryByRole("button", { name: "New code" })).toBeNull();
  });

  it("pages through the referred miners", async () => {
    const fetch = fakeApi({
      "GET miners/m1/referrer-codes": () => json(200, codes),
      "GET miners/m1/referrals": (url) => json(200, referred(Number(url.searchParams.get("page")), 45)),
    });
    renderWithQueries(<ReferralsView minerId="m1" canManage isDeclined={() => false} />);
    const user = userEvent.setup();
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain("page=2&per_page=20"));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
  });
});
