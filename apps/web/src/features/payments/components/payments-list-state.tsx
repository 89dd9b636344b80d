import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { type ListQuery, ListState } from "../../../components/ui/list-state/list-state";

/**
 * Before the list: its first load, a failed load (with a retry), no payment yet (an operator's own list: no fee
 * income yet), or none matching the filters.
 */
export function PaymentsListState(props: {
  list: ListQuery;
  empty: boolean;
  filtered: boolean;
  own?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const emptyView = props.filtered ? (
    <EmptyState
      icon="info"
      title={t("payments.list.noMatchTitle")}
      description={t("payments.list.noMatchText")}
    />
  ) : props.own ? (
    <EmptyState
      icon="payments"
      title={t("payments.scope.ownEmptyTitle")}
      description={t("payments.scope.ownEmptyText")}
    />
  ) : (
    <EmptyState
      icon="payments"
      title={t("payments.list.emptyTitle")}
      description={t("payments.list.emptyText")}
    />
  );
  return (
    <ListState
      list={props.list}
      empty={props.empty}
      texts={{
        loading: t("payments.list.loading"),
        failed: t("payments.list.failed"),
        retry: t("payments.list.retry"),
      }}
      emptyView={emptyView}
      errorTestId="payments-error"
    >
      {props.children}
    </ListState>
  );
}
