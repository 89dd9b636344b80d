import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { PaymentsView, paymentsOwnerOf } from "../../../features/payments";
import type { AppContext } from "../../loaders/load-app-context";

/** `/payments`: the payments of the active account (a miner, a pool or an operator). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  const owner = paymentsOwnerOf(account);
  return (
    <Page title={t("pages.payments.title")}>
      {owner ? (
        <PaymentsView key={`${owner.type}:${owner.id}`} owner={owner} />
      ) : (
        <EmptyState icon="payments" title={t("pages.payments.title")} description={t("payments.noAccount")} />
      )}
    </Page>
  );
}
