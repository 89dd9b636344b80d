import { formatKopecks, type Kopecks } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";

/**
 * Roubles and percents in the interface language: "1,234,567.89 RUB", "14.20 %"; `threshold` drops zero
 * kopecks ("2,400,000 RUB") for the scale's round figures.
 */
export function useTaxFormat() {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return {
    rub: (kopecks: Kopecks) => t("tax.rub", { amount: localizeDecimal(formatKopecks(kopecks), locale) }),
    /** A decimal text as the server sends roubles ("1234.56"), never through a float. */
    rubText: (text: string) => t("tax.rub", { amount: localizeDecimal(text, locale) }),
    threshold: (kopecks: Kopecks) => {
      const text = formatKopecks(kopecks);
      return t("tax.rub", {
        amount: localizeDecimal(text.endsWith(".00") ? text.slice(0, -3) : text, locale),
      });
    },
    percent: (text: string | bigint) => `${localizeDecimal(String(text), locale)} %`,
  };
}
