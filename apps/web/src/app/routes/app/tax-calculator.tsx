import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { hasPageAccess } from "../../../features/accounts/utils/access-entry";
import { TaxCalculatorView } from "../../../features/tax-calculator";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/tax-calculator` (only when the pool setting `tax_calculator` is on; the loader redirects otherwise): an
 * estimate of the Russian tax on mining income from typed-in roubles, or from the active account's year when it
 * is a miner account with access to its payments on a pool that gives the mining report.
 */
export function TaxCalculatorPage() {
  const { t } = useTranslation();
  const { config, account, access } = useRouteLoaderData("app") as AppContext;
  const minerId =
    account?.type === "miner" && config.pool_settings.mining_report && hasPageAccess(access, "Payments")
      ? account.id
      : null;
  return (
    <Page title={t("pages.taxCalculator.title")} subtitle={t("tax.subtitle")}>
      <TaxCalculatorView key={minerId ?? "typed"} minerId={minerId} />
    </Page>
  );
}
