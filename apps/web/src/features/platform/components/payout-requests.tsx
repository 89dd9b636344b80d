import { type PayoutRequestStatus, payoutRequestStatuses } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { PAYOUT_REQUESTS_PER_PAGE, usePayoutRequests } from "../api/payout-requests";
import { PayoutRequestItem } from "./payout-request-item";
import styles from "./platform.module.css";
import { PlatformPager } from "./platform-pager";

/**
 * Blockchain payout requests, newest first, of one status or all, 50 a page. The built-in provider is manual:
 * the platform sends the coins itself, then marks the request sent with the transaction id and completed once
 * confirmed; a failed one is resent or reversed (the amount returns to the miner's balance).
 */
export function PayoutRequests({ canAct }: { canAct: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PayoutRequestStatus | undefined>("created");
  const [page, setPage] = useState(1);
  const list = usePayoutRequests(status, page);
  const rows = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAYOUT_REQUESTS_PER_PAGE));
  return (
    <div className={styles.block}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="payout-status">
          {t("platform.payouts.requests.status")}
        </label>
        <select
          id="payout-status"
          className={`${styles.input} ${styles.narrow}`}
          value={status ?? ""}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as PayoutRequestStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">{t("platform.payouts.requests.all")}</option>
          {payoutRequestStatuses.map((item) => (
            <option key={item} value={item}>
              {t(`platform.payouts.statuses.${item}`)}
            </option>
          ))}
        </select>
      </div>
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
            <PayoutRequestItem key={request.id} request={request} canAct={canAct} />
          ))}
        </ul>
        <PlatformPager page={page} pages={pages} onPage={setPage} />
      </ListState>
    </div>
  );
}
