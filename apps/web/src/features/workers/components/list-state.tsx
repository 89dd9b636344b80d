import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { Spinner } from "../../../components/ui/spinner/spinner";
import styles from "./workers-view.module.css";

type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** Before the list: its first load, a failed load (with a retry), no worker at all, or no worker matching. */
export function ListState(props: {
  list: ListQuery;
  empty: boolean;
  filtered: boolean;
  boundary: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  if (list.isPending)
    return (
      <div className={styles.state}>
        <Spinner size={24} label={t("workers.list.loading")} />
      </div>
    );
  if (list.isError && props.empty)
    return (
      <div className={styles.state} role="alert">
        <p>{t("workers.list.failed")}</p>
        <Button variant="secondary" size="s" onClick={() => void list.refetch()}>
          {t("workers.list.retry")}
        </Button>
      </div>
    );
  if (props.empty) {
    if (props.filtered)
      return (
        <EmptyState
          icon="info"
          title={t("workers.list.noMatchTitle")}
          description={t("workers.list.noMatchText")}
        />
      );
    const kind = props.boundary ? "boundaryEmpty" : "empty";
    return (
      <EmptyState
        icon="workers"
        title={t(`workers.list.${kind}Title`)}
        description={t(`workers.list.${kind}Text`)}
      />
    );
  }
  return <>{props.children}</>;
}
