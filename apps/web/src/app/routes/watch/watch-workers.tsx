import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { WorkersView } from "../../../features/workers";
import type { WatchContext } from "../../loaders/watch-loader";

/** `/watch/{token}/workers`: the watched miner's workers, read-only (calls carry `X-Watcher-Token`). */
export function WatchWorkersPage() {
  const { t } = useTranslation();
  const { permission } = useRouteLoaderData("watch") as WatchContext;
  if (!permission || (permission.sections && !permission.sections.includes("workers")))
    return <EmptyState icon="workers" title={t("nav.workers")} description={t("workers.watch.notShared")} />;
  return <WorkersView key={permission.id} owner={{ type: "miner", id: permission.id }} />;
}
