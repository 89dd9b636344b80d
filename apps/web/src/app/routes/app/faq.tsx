import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { FaqView } from "../../../features/faq";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/faq`: the pool's rules for its miners, searchable, each question at `/faq#<id>`. The fee and rate in force
 * show for the active miner account when its payments are readable (the endpoints that give them need that).
 */
export function FaqPage() {
  const { t } = useTranslation();
  const { account, access, config } = useRouteLoaderData("app") as AppContext;
  const miner =
    account?.type === "miner" && access?.access.includes("Payments")
      ? { id: account.id, accountName: account.account_name ?? "" }
      : null;
  return (
    <Page title={t("pages.faq.title")} subtitle={t("faq.subtitle")}>
      <FaqView key={miner?.id ?? "none"} miner={miner} payoutTime={config.settings.payout_time_utc} />
    </Page>
  );
}
