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

const percentLabel = "Share of the daily net reward, %";
const savedBob = (body: unknown) =>
  json(200, {
    data: version({
      id: "v10",
      percent: (body as { percent: string }).percent,
      start_date: "2026-11-26",
      state: "scheduled",
    }),
  });
const putsOf = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

/** Issue 41, item 3: a second split to one recipient is a change, said so, shown old -> new and confirmed. */
describe("a second split to one recipient", () => {
  beforeAll(async () => {
    mockMatchMedia(true);
    await initTestI18n("en", { ...profitSharing, ...errors });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("from 'Share with a miner' says bob already gets 10 %, counts without it, and confirms old -> new", async () => {
    const fetch = fakeApi({
      "miners/m1/profit-sharings": sharings,
      "PUT miners/m1/profit-sharings/bob": savedBob,
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Page action" }));
    const dialog = await screen.findByRole("dialog", { name: "Share with a miner" });
    expect(within(dialog).getByText("Up to 4 decimals; 80 % of 100 % is left")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Recipient's account name"), "bob");
    expect(within(dialog).getByTestId("share-change").textContent).toContain(
      "bob already gets 10 % from this miner: saving changes that share",
    );
    // 100 - 20 + bob's own 10: dave's 10 % is all that counts.
    expect(
      within(dialog).getByText("Up to 4 decimals; 90 % of 100 % is left, counted without bob's current 10 %"),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText(percentLabel), "95");
    expect(within(dialog).getByText("Only 90 % of 100 % is left to share")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(percentLabel));
    await user.type(within(dialog).getByLabelText(percentLabel), "85");
    expect(within(dialog).getByTestId("share-change-line").textContent).toBe(
      "10 % → 85 % from Nov 26, 2026 00:00 UTC",
    );
    expect(within(dialog).getByTestId("share-submit").textContent).toBe("Change the share");
    await user.click(within(dialog).getByTestId("share-submit"));
    // Nothing is saved before the confirmation.
    const confirm = await screen.findByRole("dialog", { name: "Change the share for bob?" });
    expect(confirm.textContent).toContain("10 % → 85 % from Nov 26, 2026 00:00 UTC");
    expect(putsOf(fetch)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("dialog", { name: "Share with a miner" })).toBeTruthy();
    await user.click(screen.getByTestId("share-submit"));
    await user.click(await screen.findByTestId("share-confirm"));
    await waitFor(() =>
      expect(toast.getSnapshot().at(-1)?.title).toBe("bob's share goes from 10 % to 85 % on Nov 26, 2026"),
    );
    expect(putsOf(fetch)).toEqual([
      ["/api/backend/v0.1/miners/m1/profit-sharings/bob", { percent: "85", replaces: "v1" }],
    ]);
  });

  it("'Change the share' opens with the current percent and refuses the same one", async () => {
    const fetch = fakeApi({
      "miners/m1/profit-sharings": sharings,
      "PUT miners/m1/profit-sharings/bob": savedBob,
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change the share for bob" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the share for bob" });
    expect(within(dialog).queryByLabelText("Recipient's account name")).toBeNull();
    const input = within(dialog).getByLabelText(percentLabel) as HTMLInputElement;
    expect(input.value).toBe("10");
    expect(within(dialog).getByTestId("share-change-line").textContent).toBe("Now 10 %");
    // The same percent saves nothing: the button is off from the start, and the reason shows once it is left.
    const submit = within(dialog).getByTestId("share-submit") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).queryByText("bob already gets this share: enter a different one")).toBeNull();
    await user.click(input);
    await user.tab();
    expect(within(dialog).getByText("bob already gets this share: enter a different one")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await user.clear(input);
    expect(within(dialog).getByText("Should not be blank")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.type(input, "90");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(submit.disabled).toBe(false);
    await user.click(within(dialog).getByTestId("share-submit"));
    await user.click(await screen.findByTestId("share-confirm"));
    await waitFor(() => expect(putsOf(fetch)).toHaveLength(1));
    expect(putsOf(fetch)[0]?.[1]).toEqual({ percent: "90", replaces: "v1" });
  });

  it("reads the splits again when the server finds the share changed meanwhile", async () => {
    let lists = 0;
    fakeApi({
      "miners/m1/profit-sharings": () => {
        lists += 1;
        return json(200, sharings);
      },
      "PUT miners/m1/profit-sharings/bob": () =>
        json(409, { code: "invalid_state", message: "The split to replace is no longer the one running" }),
    });
    renderWithQueries(<Harness />);
    await screen.findByTestId("splits-given");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change the share for bob" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the share for bob" });
    await user.clear(within(dialog).getByLabelText(percentLabel));
    await user.type(within(dialog).getByLabelText(percentLabel), "30");
    await user.click(within(dialog).getByTestId("share-submit"));
    await user.click(await screen.findByTestId("share-confirm"));
    await waitFor(() => expect(lists).toBe(2));
    expect(await screen.findByRole("dialog", { name: "Change the share for bob" })).toBeTruthy();
  });
});
