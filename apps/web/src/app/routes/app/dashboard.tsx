import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { NewAccountLink, subAccountMode } from "../../../features/customers";
import { AccountDashboard, MinerDashboard, useDashboardName } from "../../../features/dashboard";
import type { AppContext } from "../../loaders/load-app-context";
import { EmptyPage } from "../empty-page";

/**
 * `/`: the active account's dashboard: a miner's own (figures, chart, ASIC connection parameters), or the
 * aggregate of a pool or an operator (figures and chart over all its miners).
 */
export function DashboardPage() {
  const { account } = useRouteLoaderData("app") as AppContext;
  if (!account || account.type === "platform") return <EmptyPage page="dashboard" icon="dashboard" />;
  return (
    <AccountDashboardPage
      type={account.type}
      id={account.id}
      canCreateMiner={subAccountMode(account) === "pool"}
    />
  );
}

/** A pool's owner or administrator gets "New miner account" beside the title (`/customers/create-sub`). */
function AccountDashboardPage({
  type,
  id,
  canCreateMiner,
}: {
  type: "miner" | "pool" | "operator";
  id: string;
  canCreateMiner: boolean;
}) {
  const { t } = useTranslation();
  const name = useDashboardName({ type, id });
  return (
    <Page
      title={t("pages.dashboard.title")}
      subtitle={name === undefined ? undefined : t(`dashboard.subtitle.${type}`, { name })}
      actions={canCreateMiner ? <NewAccountLink kind="pool" /> : undefined}
    >
      {type === "miner" ? (
        <MinerDashboard key={id} minerId={id} showConnection />
      ) : (
        <AccountDashboard key={`${type}:${id}`} type={type} id={id} />
      )}
    </Page>
  );
}
