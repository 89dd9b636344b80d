import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { WorkersView, workersOwnerOf } from "../../../features/workers";
import type { AppContext } from "../../loaders/load-app-context";

/** `/workers`: the workers of the active account (a miner, a pool or an operator). */
export function WorkersPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const owner = workersOwnerOf(context.account);
  return (
    <Page title={t("pages.workers.title")}>
      {owner ? (
        <WorkersView key={`${owner.type}:${owner.id}`} owner={owner} />
      ) : (
        <EmptyState icon="workers" title={t("pages.workers.title")} description={t("pages.workers.empty")} />
      )}
    </Page>
  );
}
