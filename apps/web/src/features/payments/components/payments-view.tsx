import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useIsDesktop } from "../../../lib/media";
import { usePayments } from "../api/get-payments";
import { usePaymentFilters } from "../hooks/use-payment-filters";
import { usePaymentScope } from "../hooks/use-payment-scope";
import type { PaymentsOwner } from "../types";
import { isFiltered } from "../utils/payment-filters";
import { typesOfScope } from "../utils/payment-scope";
import { ExportDialog } from "./export-dialog";
import { PaymentCards } from "./payment-cards";
import { PaymentFiltersBar } from "./payment-filters-bar";
import { PaymentScopeSwitch } from "./payment-scope-switch";
import { PaymentsListState } from "./payments-list-state";
import { PaymentsPager } from "./payments-pager";
import { PaymentsTable } from "./payments-table";
import styles from "./payments-view.module.css";

/**
 * The payments of an account (a miner, a pool's miners, an operator's customers, or with the switch the
 * operator's own fee income and payouts): filters, sort, page and the operator's choice kept in the address, a
 * table (cards below 1024 px) whose reward rows open to the day's figures and fee income rows to the day's fee by
 * customer, and for a miner the CSV export. Read-only, so the watch area shows the same.
 */
export function PaymentsView({ owner }: { owner: PaymentsOwner }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [filters, update] = usePaymentFilters();
  const [chosenScope, setScope] = usePaymentScope();
  const scope = owner.type === "operator" ? chosenScope : undefined;
  const list = usePayments(owner, filters, scope);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const rows = list.data?.data ?? [];
  const listProps = {
    rows,
    showAccount: owner.type !== "miner" && scope !== "own",
    expanded,
    onToggle: (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };

  return (
    <div className={styles.root}>
      {scope && (
        <PaymentScopeSwitch
          value={scope}
          onChange={(next) => {
            setExpanded(new Set());
            setScope(next);
          }}
        />
      )}
      <div className={styles.toolbar}>
        <PaymentFiltersBar filters={filters} onChange={update} types={scope && typesOfScope(scope)} />
        {owner.type === "miner" && (
          <Button variant="secondary" className={styles.export} onClick={() => setExporting(true)}>
            {t("payments.export.open")}
          </Button>
        )}
      </div>
      <PaymentsListState
        list={list}
        empty={rows.length === 0}
        filtered={isFiltered(filters)}
        own={scope === "own"}
      >
        <div
          className={styles.list}
          data-stale={list.isPlaceholderData || undefined}
          aria-busy={list.isFetching}
        >
          {isDesktop ? <PaymentsTable {...listProps} /> : <PaymentCards {...listProps} />}
        </div>
        <PaymentsPager
          page={filters.page}
          total={list.data?.total ?? 0}
          onPage={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </PaymentsListState>
      {owner.type === "miner" && (
        <ExportDialog minerId={owner.id} open={exporting} onClose={() => setExporting(false)} />
      )}
    </div>
  );
}
