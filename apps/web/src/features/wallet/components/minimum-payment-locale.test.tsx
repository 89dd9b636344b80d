import ruAuth from "@pithead/contract/locales/ru/auth.json";
import ruErrors from "@pithead/contract/locales/ru/errors.json";
import ruWallet from "@pithead/contract/locales/ru/wallet.json";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { WalletSettings } from "./wallet-settings";
import { fakeApi, renderWithQueries, walletAnswer } from "./wallet-test-utils";

const owner = "owner";

describe("the minimum payment's bounds in Russian", () => {
  beforeAll(async () => {
    const i18n = await initTestI18n("ru");
    i18n.addResourceBundle("ru", "translation", { ...ruWallet, ...ruErrors, ...ruAuth }, true, true);
    await i18n.changeLanguage("ru");
  });

  it("write BTC amounts with the Russian decimal comma, as other amounts", async () => {
    fakeApi({ "miners/m1/wallet": walletAnswer(), "wallets/w1/addresses": { data: [] } });
    renderWithQueries(
      <WalletSettings
        owner={{ type: "miner", id: "m1" }}
        role={owner}
        isDeclined={() => false}
        now={() => new Date("2026-11-21T10:00:00Z")}
      />,
    );
    await screen.findByLabelText("Минимальная выплата, BTC");
    const form = within(screen.getByTestId("wallet-min-payment"));
    expect(form.getByText(/наименьший и наибольший минимум пула/).textContent).toBe(
      "От 0,00010000 до 1,00000000 BTC (наименьший и наибольший минимум пула)",
    );
  });
});
