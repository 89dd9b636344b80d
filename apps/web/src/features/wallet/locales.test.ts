import cn from "@pithead/contract/locales/cn/wallet.json";
import en from "@pithead/contract/locales/en/wallet.json";
import ru from "@pithead/contract/locales/ru/wallet.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

/** Texts that are the same in every language: a number with its sign, a range, an address example. */
const universal = new Set(["fees.percent", "fees.customer.period", "wallet.form.placeholder"]);

describeLocaleFiles(
  "wallet (wallet, fees, earnings)",
  { en, ru, cn },
  { areas: ["wallet", "fees", "earnings"], sameAs: (key) => universal.has(key) },
);
