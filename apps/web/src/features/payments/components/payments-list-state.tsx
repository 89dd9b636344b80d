import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { Spinner } from "../../../components/ui/spinner/spinner";
import styles from "./payments-view.module.css";

type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** Before the list: its first load, a failed load (with a retry), no payment yet, or none matching the filters. */
export function PaymentsListState(props: {
  list: ListQuery;
  empty: boolean;
  filtered: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  if (list.isPending)
    return (
      <div className={styles.state}>
        <Spinner size={24} label={t("payments.list.loading")} />
      </div>
    );
  if (list.isError && props.empty)
    return (
      <div className={styles.state} role="alert" data-testid="payments-error">
        <p>{t("payments.list.failed")}</p>
        <Button variant="secondary" size="s" onClick={() => void list.refetch()}>
          {t("payments.list.retry")}
        </Button>
      </div>
    );
  if (props.empty)
    return props.filtered ? (
      <EmptyState
        icon="info"
        title={t("payments.list.noMatchTitle")}
        description={t("payments.list.noMatchText")}
      />
    ) : (
      <EmptyState
        icon="payments"
        title={t("payments.list.emptyTitle")}
        description={t("payments.list.emptyText")}
      />
    );
  return <>{props.children}</>;
}
