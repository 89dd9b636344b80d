import errors from "@pithead/contract/locales/en/errors.json";
import profitSharing from "@pithead/contract/locales/en/profit-sharing.json";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { fakeApi, Harness, sharings, version } from "./profit-sharing-testing";

describe("the profit-sharing page", () => {
  beforeAll(async () => {
    mockMatchMedia(true);
    await initTestI18n("en", { ...profitSharing, ...errors });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("lists the splits given (no referrals) and received, with what is shared from the next day", async () => {
    fakeApi({ "miners/m1/profit-sharings": sharings });
    renderWithQueries(<Harness />);
    const given = await screen.findByTestId("splits-given");
    const rows = within(given).getAllByTestId("split-row");
    expect(rows.map((row) => row.dataset.name)).toEqual(["bob", "dave"]);
    expect(within(rows[0] as HTMLElement).getByText("10 %")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("Nov 1, 2026")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("no end date")).toBeTruthy();
    expect(screen.getByTestId("given-total").textContent).toBe("Shared from Nov 26, 2026: 20 % of 100 %");
    const received = within(screen.getByTestId("splits-received")).getAllByTestId("split-row");
    expect(received.map((row) => row.dataset.name)).toEqual(["carol"]);
    expect(within(screen.getByTestId("splits-received")).queryByRole("button")).toBeNull();
    expect(screen.queryByText("zed")).toBeNull();
  });

  it("shares with a miner from the next day, checking the name and what is left", async () => {
    const fetch = fakeApi({
      "miners/m1/profit-sharings": sharings,
      "miners/lookup-by-account-name": { data: { account_name: "erin", available: false } },
      "PUT miners/m1/profit-sharings/erin": (body: unknown) =>
        json(200, {
          data: version({
            id: "v9",
            recipient: { id: "m5", account_name: "erin" },
            percent: (body as { percent: string }).percent,
            start_date: "2026-11-26",
            state: "scheduled",
          }),
        }),
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Page action" }));
    const dialog = await screen.findByRole("dialog", { name: "Share with a miner" });
    expect(within(dialog).getByTestId("share-starts").textContent).toContain("Starts Nov 26, 2026 00:00 UTC");
    expect(within(dialog).getByText("Up to 4 decimals; 80 % of 100 % is left")).toBeTruthy();
    const submit = within(dialog).getByTestId("share-submit") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText("Recipient's account name"));
    await user.tab();
    expect(within(dialog).getByText("Should not be blank")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Recipient's account name"), "alice");
    expect(within(dialog).getByText("You cannot share with this account itself")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText("Recipient's account name"));
    await user.type(within(dialog).getByLabelText("Recipient's account name"), "erin");
    expect(await within(dialog).findByText("Miner found")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Share of the daily net reward, %"), "85");
    expect(within(dialog).getByText("Only 80 % of 100 % is left to share")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText("Share of the daily net reward, %"));
    await user.type(within(dialog).getByLabelText("Share of the daily net reward, %"), "1.23456");
    expect(within(dialog).getByText("Enter a number with up to 4 decimals")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText("Share of the daily net reward, %"));
    await user.type(within(dialog).getByLabelText("Share of the daily net reward, %"), "12,5");
    expect(submit.disabled).toBe(false);
    await user.click(within(dialog).getByTestId("share-submit"));
    await waitFor(() =>
      expect(toast.getSnapshot().at(-1)?.title).toBe("12.5 % goes to erin from Nov 26, 2026"),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/backend/v0.1/miners/m1/profit-sharings/erin");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ percent: "12.5" });
  });

  it("shows the server's field errors under their fields", async () => {
    fakeApi({
      "miners/m1/profit-sharings": sharings,
      "miners/lookup-by-account-name": { data: { account_name: "ghost", available: false } },
      "PUT miners/m1/profit-sharings/ghost": () =>
        json(400, {
          code: "validation_failed",
          message: "invalid",
          fields: [{ name: "recipient", text: "not_found" }],
        }),
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Page action" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Recipient's account name"), "ghost");
    await user.type(within(dialog).getByLabelText("Share of the daily net reward, %"), "5");
    await user.click(within(dialog).getByTestId("share-submit"));
    expect(
      await within(dialog).findByText("There is no miner with this account name in this pool"),
    ).toBeTruthy();
    const submit = within(dialog).getByTestId("share-submit") as HTMLButtonElement;
    expect(within(dialog).getByLabelText("Recipient's account name").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText("Share of the daily net reward, %"), "0");
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText("Recipient's account name"), "2");
    expect(within(dialog).queryByText("There is no miner with this account name in this pool")).toBeNull();
  });

  it("ends a split after a confirmation saying it pays through today", async () => {
    const fetch = fakeApi({
      "miners/m1/profit-sharings": sharings,
      "DELETE miners/m1/profit-sharings/dave": {
        data: { last_day: "2026-11-25", canceled_scheduled: false },
      },
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "End the split with dave" }));
    const dialog = await screen.findByRole("dialog", { name: "End the split with dave?" });
    expect(dialog.textContent).toContain("still pays through today, Nov 25, 2026");
    await user.click(within(dialog).getByTestId("end-confirm"));
    await waitFor(() =>
      expect(toast.getSnapshot().at(-1)?.title).toBe(
        "The split with dave pays through Nov 25, 2026, then stops",
      ),
    );
    expect(
      fetch.mock.calls.some(([url, init]) => init?.method === "DELETE" && String(url).endsWith("/dave")),
    ).toBe(true);
  });

  it("is read-only for a role that may not manage the account", async () => {
    fakeApi({ "miners/m1/profit-sharings": sharings });
    renderWithQueries(<Harness canManage={false} />);
    await screen.findByTestId("splits-given");
    expect(
      screen.getByText("Only the owner or an administrator of this account can change its splits."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Change the share/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /End the split/ })).toBeNull();
  });

  it("explains what a split is when there is none", async () => {
    fakeApi({
      "miners/m1/profit-sharings": {
        data: { given: [], received: [], given_percent: "0", next_start: "2026-11-26" },
      },
    });
    renderWithQueries(<Harness />);
    expect(await screen.findByText("You do not share your reward with anyone")).toBeTruthy();
    expect(screen.getByText(/rounded down to the satoshi/)).toBeTruthy();
    expect(screen.getByTestId("received-empty")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share with a miner" })).toBeTruthy();
  });

  it("says so when the role may not read the account's splits", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json(403, { code: "access_denied", message: "denied" }),
    );
    renderWithQueries(<Harness canManage={false} />);
    expect(await screen.findByText("Your role on this account does not show profit sharing.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share with a miner" })).toBeNull();
  });
});
