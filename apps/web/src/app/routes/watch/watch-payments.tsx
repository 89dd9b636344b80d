import { useRouteLoaderData } from "react-router";
import { PaymentsView } from "../../../features/payments";
import type { WatchContext } from "../../loaders/watch-loader";
import { AreaEmptyState } from "../empty-page";

/** `/watch/{token}/payments`: the watched miner's payments, read-only (calls carry `X-Watcher-Token`). */
export function WatchPaymentsPage() {
  const { permission } = useRouteLoaderData("watch") as WatchContext;
  if (!permission)
    return <AreaEmptyState titleKey="nav.payments" textKey="payments.watch.none" icon="payments" />;
  if (permission.sections && !permission.sections.includes("payments"))
    return <AreaEmptyState titleKey="nav.payments" textKey="payments.watch.notShared" icon="payments" />;
  return <PaymentsView key={permission.id} owner={{ type: "miner", id: permission.id }} />;
}
