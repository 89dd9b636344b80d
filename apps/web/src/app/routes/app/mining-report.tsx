import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { MiningReportView, OperatorReportView } from "../../../features/mining-report";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/mining-report` (only when the pool enables it; the guard is the router's): the active miner account's
 * monthly report for the tax service, by settlement day in BTC and RUB, with its CSV; for a Control Hub
 * operator, the month's table of all its customers, each opening that customer's report.
 */
export function MiningReportPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  const miner = account?.type === "miner" ? account : null;
  const operator = account?.type === "operator" ? account : null;
  return (
    <Page
      title={t("pages.miningReport.title")}
      subtitle={operator ? t("operatorReport.subtitle") : t("miningReport.subtitle")}
    >
      {miner ? (
        <MiningReportView key={miner.id} minerId={miner.id} />
      ) : operator ? (
        <OperatorReportView key={operator.id} operatorId={operator.id} />
      ) : (
        <EmptyState
          icon="report"
          title={t("pages.miningReport.title")}
          description={t("miningReport.noAccount")}
        />
      )}
    </Page>
  );
}
