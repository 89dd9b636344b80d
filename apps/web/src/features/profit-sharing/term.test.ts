import cnPayments from "@pithead/contract/locales/cn/payments.json";
import cnSharing from "@pithead/contract/locales/cn/profit-sharing.json";
import cnShell from "@pithead/contract/locales/cn/shell.json";
import enPayments from "@pithead/contract/locales/en/payments.json";
import enSharing from "@pithead/contract/locales/en/profit-sharing.json";
import enShell from "@pithead/contract/locales/en/shell.json";
import ruPayments from "@pithead/contract/locales/ru/payments.json";
import ruSharing from "@pithead/contract/locales/ru/profit-sharing.json";
import ruShell from "@pithead/contract/locales/ru/shell.json";
import { describe, expect, it } from "vitest";

const languages = {
  en: { shell: enShell, payments: enPayments, sharing: enSharing },
  ru: { shell: ruShell, payments: ruPayments, sharing: ruSharing },
  cn: { shell: cnShell, payments: cnPayments, sharing: cnSharing },
};

describe("the name of profit sharing", () => {
  it.each(Object.entries(languages))(
    "is one term in %s: the menu, the page and the payment type",
    (_, files) => {
      const menu = files.shell.nav.profitSharing;
      expect(files.shell.pages.profitSharing.title).toBe(menu);
      expect(files.payments.payments.types.profit_sharing).toBe(menu);
      expect(files.sharing.profitSharing.types.profit_sharing).toBe(menu);
    },
  );
});
