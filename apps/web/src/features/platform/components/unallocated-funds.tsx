import { type UnallocatedFundsStatus, unallocatedFundsStatuses } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { platformPages } from "../api/platform-page";
import { useUnallocatedFunds } from "../api/unallocated-funds";
import styles from "./platform.module.css";
import { StatusFilter } from "./status-filter";
import { UnallocatedItem } from "./unallocated-item";

/**
 * Unallocated funds, newest first, unallocated ones first shown, 50 a page, with the sum still unallocated; the
 * platform's owner, admin or treasurer refunds one to the miner it belongs to.
 */
export function UnallocatedFundsList(props: { canRefund: boolean; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [status, setStatus] = useState<UnallocatedFundsStatus | undefined>("unallocated");
  const [page, setPage] = useState(1);
  const list = useUnallocatedFunds(status, page);
  const rows = list.data?.data ?? [];
  const pages = platformPages(list.data?.total ?? 0);
  return (
    <div className={styles.block}>
      <StatusFilter
        id="unallocated-status"
        label={t("platform.unallocated.status")}
        allLabel={t("platform.unallocated.all")}
        statuses={unallocatedFundsStatuses}
        labelOf={(item) => t(`platform.unallocated.statuses.${item}`)}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {list.data && (
        <p className={styles.muted} data-testid="unallocated-open">
          {t("platform.unallocated.open", { amount: formatBtc(list.data.unallocated_total, { locale }) })}
        </p>
      )}
      <ListState
        list={list}
        empty={rows.length === 0}
        texts={{
          loading: t("platform.unallocated.loading"),
          failed: t("platform.unallocated.failed"),
          retry: t("platform.unallocated.retry"),
        }}
        emptyView={<EmptyState icon="wallet" title={t("platform.unallocated.empty")} />}
      >
        <ul className={styles.requests} data-testid="unallocated-funds">
          {rows.map((funds) => (
            <UnallocatedItem
              key={funds.id}
              funds={funds}
              canRefund={props.canRefund}
              isDeclined={props.isDeclined}
            />
          ))}
        </ul>
        <Pager label={t("platform.pages")} page={page} pages={pages} onPage={setPage} />
      </ListState>
    </div>
  );
}
