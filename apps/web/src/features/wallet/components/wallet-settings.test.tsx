import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { setSecondFactorHandler } from "../../../lib/api-client";
import { WalletSettings } from "./wallet-settings";
import {
  fakeApi,
  initWalletI18n,
  json,
  renderWithQueries,
  sentBodies,
  walletAnswer,
} from "./wallet-test-utils";

const now = () => new Date("2026-11-21T12:00:00Z");
const oldAddress = {
  id: "a1",
  address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  network: "mainnet",
  created_at: "2026-10-01T08:00:00Z",
  paused_until: "2026-10-02T08:00:00Z",
  current: true,
};
const newAddress = {
  ...oldAddress,
  id: "a2",
  address: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
  created_at: "2026-11-21T12:00:00Z",
  paused_until: "2026-11-22T12:00:00Z",
};
const wallet = (over: object = {}) => walletAnswer({ address: oldAddress, ...over });
const ownerRole = "owner";
const declined = (error: unknown) => error instanceof Error && error.message === "declined";
const renderWallet = (role = "owner") =>
  renderWithQueries(
    <WalletSettings owner={{ type: "miner", id: "m1" }} role={role} isDeclined={declined} now={now} />,
  );

describe("wallet settings", () => {
  beforeAll(() => initWalletI18n());
  afterEach(() => {
    setSecondFactorHandler(null);
    act(() => toast.clear());
  });

  it("show the current address with a copy button, the limits in BTC and the address history", async () => {
    fakeApi({ "miners/m1/wallet": wallet(), "wallets/w1/addresses": { data: [oldAddress] } });
    renderWallet();
    expect((await screen.findByTestId("wallet-address")).textContent).toBe(oldAddress.address);
    expect(screen.getByRole("button", { name: "Copy the address" })).toBeTruthy();
    expect((screen.getByLabelText("Minimum payment, BTC") as HTMLInputElement).value).toBe("0.00100000");
    expect((screen.getByLabelText("Maximum payment, BTC") as HTMLInputElement).value).toBe("0.00000000");
    expect(screen.getByText("0: no limit, the whole balance is paid out")).toBeTruthy();
    expect(
      screen.getByText("From 0.00010000 to 1.00000000 BTC (the pool's smallest and largest minimum)"),
    ).toBeTruthy();
    const item = await screen.findByTestId("wallet-history-item");
    expect(within(item).getByText("Current")).toBeTruthy();
    expect(screen.queryByTestId("payout-pause")).toBeNull();
  });

  it("read an operator's wallet from its own route and save its address to that wallet", async () => {
    const fetch = fakeApi({
      "operators/o1/wallet": wallet({
        id: "w9",
        owner_type: "operator",
        miner_id: null,
        operator_id: "o1",
        address: null,
      }),
      "wallets/w9/addresses": { data: [] },
      "POST wallets/w9/addresses": () => json(201, { data: newAddress }),
    });
    const user = userEvent.setup();
    renderWithQueries(
      <WalletSettings
        owner={{ type: "operator", id: "o1" }}
        role={ownerRole}
        isDeclined={declined}
        now={now}
      />,
    );
    expect(await screen.findByText("No payout address yet: add one below to receive payouts.")).toBeTruthy();
    expect(screen.getByTestId("wallet-settings").dataset.owner).toBe("operator");
    await user.type(screen.getByLabelText("New Bitcoin address"), newAddress.address);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByTestId("payout-pause")).toBeTruthy();
    expect(sentBodies(fetch, "wallets/w9/addresses")).toEqual([{ address: newAddress.address }]);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("miners/"))).toBe(false);
  });

  it("offer the address to the owner only and the limits to an admin or treasurer, as the role table says", async () => {
    fakeApi({ "miners/m1/wallet": wallet(), "wallets/w1/addresses": { data: [oldAddress] } });
    const treasurer = renderWallet("treasurer");
    expect(await screen.findByText("Only the account's owner changes the payout address.")).toBeTruthy();
    expect(screen.queryByLabelText("New Bitcoin address")).toBeNull();
    expect(screen.getByLabelText("Minimum payment, BTC")).toBeTruthy();
    treasurer.unmount();
    renderWallet("accountant");
    expect(
      await screen.findByText(
        "Minimum payment 0.00100000 BTC; maximum: no limit. The owner, an administrator or a treasurer changes them.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Minimum payment, BTC")).toBeNull();
    expect((await screen.findByTestId("wallet-address")).textContent).toBe(oldAddress.address);
  });

  it("say that payouts are paused whenever the wallet's pause is in the future", async () => {
    fakeApi({
      "miners/m1/wallet": wallet({ payouts_paused_until: "2026-11-22T09:30:00Z" }),
      "wallets/w1/addresses": { data: [oldAddress] },
    });
    renderWallet();
    const notice = await screen.findByTestId("payout-pause");
    expect(notice.textContent).toMatch(
      /^Payouts are paused until Nov 22, 2026.* because the address changed$/,
    );
  });

  it("save a new address and then show the 24 h pause notice", async () => {
    let saved = false;
    const fetch = fakeApi({
      "miners/m1/wallet": () =>
        json(
          200,
          saved ? wallet({ address: newAddress, payouts_paused_until: newAddress.paused_until }) : wallet(),
        ),
      "wallets/w1/addresses": { data: [oldAddress] },
      "POST wallets/w1/addresses": () => {
        saved = true;
        return json(201, { data: newAddress });
      },
    });
    const user = userEvent.setup();
    renderWallet();
    await user.type(await screen.findByLabelText("New Bitcoin address"), ` ${newAddress.address} `);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByTestId("payout-pause")).toBeTruthy();
    expect(sentBodies(fetch, "wallets/w1/addresses")).toEqual([{ address: newAddress.address }]);
    expect(
      await screen.findByText(newAddress.address, { selector: "[data-testid=wallet-address]" }),
    ).toBeTruthy();
    expect((screen.getByLabelText("New Bitcoin address") as HTMLInputElement).value).toBe("");
  });

  it("show the server's invalid crypto address error under the field", async () => {
    fakeApi({
      "miners/m1/wallet": wallet(),
      "wallets/w1/addresses": { data: [oldAddress] },
      "POST wallets/w1/addresses": () =>
        json(400, {
          code: "validation_failed",
          message: "x",
          fields: [{ name: "address", text: "invalid_crypto_address" }],
        }),
    });
    const user = userEvent.setup();
    renderWallet();
    const field = await screen.findByLabelText("New Bitcoin address");
    // Shaped like a P2PKH address, but its checksum is wrong: only the server can tell.
    await user.type(field, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Invalid address for this currency and network",
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Save address" })).toHaveProperty("disabled", true);
    expect(screen.queryByTestId("payout-pause")).toBeNull();
  });

  it("say as typed that a text is no Bitcoin address, with Save disabled until it is one", async () => {
    const fetch = fakeApi({ "miners/m1/wallet": wallet(), "wallets/w1/addresses": { data: [oldAddress] } });
    const user = userEvent.setup();
    renderWallet();
    const field = await screen.findByLabelText("New Bitcoin address");
    await user.type(field, "bc1qnotanaddress");
    expect(screen.getByRole("alert").textContent).toBe("Invalid address for this currency and network");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const save = screen.getByRole("button", { name: "Save address" });
    expect(save).toHaveProperty("disabled", true);
    await user.clear(field);
    await user.type(field, newAddress.address);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(save).toHaveProperty("disabled", false);
    expect(sentBodies(fetch, "wallets/w1/addresses")).toEqual([]);
  });

  it("ask for the second factor on mfa_required and repeat the call after it", async () => {
    let posts = 0;
    fakeApi({
      "miners/m1/wallet": wallet(),
      "wallets/w1/addresses": { data: [oldAddress] },
      "POST wallets/w1/addresses": () =>
        ++posts === 1
          ? json(403, { code: "mfa_required", message: "aal2" })
          : json(201, { data: newAddress }),
    });
    let asked = 0;
    setSecondFactorHandler(async () => {
      asked += 1;
    });
    const user = userEvent.setup();
    renderWallet();
    await user.type(await screen.findByLabelText("New Bitcoin address"), newAddress.address);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByTestId("payout-pause")).toBeTruthy();
    expect([asked, posts]).toEqual([1, 2]);
  });

  it("say so calmly when the second factor is declined", async () => {
    fakeApi({
      "miners/m1/wallet": wallet(),
      "wallets/w1/addresses": { data: [oldAddress] },
      "POST wallets/w1/addresses": () => json(403, { code: "mfa_required", message: "aal2" }),
    });
    setSecondFactorHandler(() => Promise.reject(new Error("declined")));
    const user = userEvent.setup();
    renderWallet();
    await user.type(await screen.findByLabelText("New Bitcoin address"), newAddress.address);
    await user.click(screen.getByRole("button", { name: "Save address" }));
    await screen.findByLabelText("New Bitcoin address");
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toast.getSnapshot().at(-1)).toMatchObject({ type: "info" });
    expect(screen.queryByTestId("payout-pause")).toBeNull();
  });

  it("send a typed minimum as integer satoshis and show the server's threshold error under it", async () => {
    // The server's bounds may have moved since the wallet was read: its answer shows under the field.
    const fetch = fakeApi({
      "miners/m1/wallet": wallet(),
      "wallets/w1/addresses": { data: [] },
      "POST wallets/w1/min-payments": (body: unknown) =>
        (body as { amount: number }).amount > 50_000_000
          ? json(400, {
              code: "validation_failed",
              message: "x",
              fields: [{ name: "amount", text: "max_threshold" }],
            })
          : json(200, { data: body }),
    });
    const user = userEvent.setup();
    renderWallet();
    const min = await screen.findByLabelText("Minimum payment, BTC");
    const form = within(screen.getByTestId("wallet-min-payment"));
    await user.clear(min);
    await user.type(min, "0.29");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.title).toBe("Minimum payment saved"));
    await user.clear(min);
    await user.type(min, "0,6");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect((await form.findByRole("alert")).textContent).toBe("The value is above the maximum");
    expect(sentBodies(fetch, "wallets/w1/min-payments")).toEqual([
      { amount: 29_000_000 },
      { amount: 60_000_000 },
    ]);
  });

  it("refuse a malformed amount before sending, and send a maximum of 0 as no limit", async () => {
    const fetch = fakeApi({
      "miners/m1/wallet": wallet({ max_payment: 500_000_000 }),
      "wallets/w1/addresses": { data: [] },
      "POST wallets/w1/max-payments": (body: unknown) => json(200, { data: body }),
    });
    const user = userEvent.setup();
    renderWallet();
    const max = await screen.findByLabelText("Maximum payment, BTC");
    expect((max as HTMLInputElement).value).toBe("5.00000000");
    const form = within(screen.getByTestId("wallet-max-payment"));
    await user.clear(max);
    await user.type(max, "0.123456789");
    expect(form.getByRole("alert").textContent).toBe("Enter an amount in BTC with at most 8 decimals");
    expect((form.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(max);
    await user.type(max, "0");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.title).toBe("Maximum payment saved"));
    expect(sentBodies(fetch, "wallets/w1/max-payments")).toEqual([{ amount: 0 }]);
  });
});
