import { useTranslation } from "react-i18next";
import { Page } from "../../../components/layouts/page";
import { TaxCalculatorView } from "../../../features/tax-calculator";

/**
 * `/tax-calculator` (only when the pool setting `tax_calculator` is on; the loader redirects otherwise): an
 * estimate of the Russian tax on mining income from typed-in roubles.
 */
export function TaxCalculatorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("pages.taxCalculator.title")} subtitle={t("tax.subtitle")}>
      <TaxCalculatorView />
    </Page>
  );
}
