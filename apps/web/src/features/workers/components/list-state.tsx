import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState as BaseListState, type ListQuery } from "../../../components/ui/list-state/list-state";

/** Before the list: its first load, a failed load (with a retry), no worker at all, or no worker matching. */
export function ListState(props: {
  list: ListQuery;
  empty: boolean;
  filtered: boolean;
  boundary: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const kind = props.boundary ? "boundaryEmpty" : "empty";
  const emptyView = props.filtered ? (
    <EmptyState
      icon="info"
      title={t("workers.list.noMatchTitle")}
      description={t("workers.list.noMatchText")}
    />
  ) : (
    <EmptyState
      icon="workers"
      title={t(`workers.list.${kind}Title`)}
      description={t(`workers.list.${kind}Text`)}
    />
  );
  return (
    <BaseListState
      list={props.list}
      empty={props.empty}
      texts={{
        loading: t("workers.list.loading"),
        failed: t("workers.list.failed"),
        retry: t("workers.list.retry"),
      }}
      emptyView={emptyView}
    >
      {props.children}
    </BaseListState>
  );
}
