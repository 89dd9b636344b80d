import { type PayoutRequestStatus, payoutRequestStatuses } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { usePayoutRequests } from "../api/payout-requests";
import { platformPages } from "../api/platform-page";
import { PayoutRequestItem } from "./payout-request-item";
import styles from "./platform.module.css";
import { StatusFilter } from "./status-filter";

/**
 * Blockchain payout requests, newest first, of one status or all, 50 a page. The built-in provider is manual:
 * the platform sends the coins itself, then marks the request sent with the transaction id and completed once
 * confirmed; a failed one is resent or reversed (the amount returns to the balance of its miner or operator).
 */
export function PayoutRequests(props: { canAct: boolean; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PayoutRequestStatus | undefined>("created");
  const [page, setPage] = useState(1);
  const list = usePayoutRequests(status, page);
  const rows = list.data?.data ?? [];
  const pages = platformPages(list.data?.total ?? 0);
  return (
    <div className={styles.block}>
      <StatusFilter
        id="payout-status"
        label={t("platform.payouts.requests.status")}
        allLabel={t("platform.payouts.requests.all")}
        statuses={payoutRequestStatuses}
        labelOf={(item) => t(`platform.payouts.statuses.${item}`)}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <ListState
        list={list}
        empty={rows.length === 0}
        texts={{
          loading: t("platform.payouts.requests.loading"),
          failed: t("platform.payouts.requests.failed"),
          retry: t("platform.payouts.requests.retry"),
        }}
        emptyView={<EmptyState icon="payments" title={t("platform.payouts.requests.empty")} />}
      >
        <ul className={styles.requests} data-testid="payout-requests">
          {rows.map((request) => (
            <PayoutRequestItem
              key={request.id}
              request={request}
              canAct={props.canAct}
              isDeclined={props.isDeclined}
            />
          ))}
        </ul>
        <Pager label={t("platform.pages")} page={page} pages={pages} onPage={setPage} />
      </ListState>
    </div>
  );
}
