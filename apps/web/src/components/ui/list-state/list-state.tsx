import type { ReactNode } from "react";
import { Button } from "../button/button";
import { Spinner } from "../spinner/spinner";
import styles from "./list-state.module.css";

export type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

export interface ListStateProps {
  list: ListQuery;
  empty: boolean;
  /** Translated texts of the feature: the spinner's label, the failure and its retry button. */
  texts: { loading: string; failed: string; retry: string };
  /** What an empty list shows (usually an EmptyState: none yet, or none matching the filters). */
  emptyView: ReactNode;
  errorTestId?: string;
  children: ReactNode;
}

/** Before a list: its first load, a failed load with nothing to show (with a retry), or an empty list. */
export function ListState({ list, empty, texts, emptyView, errorTestId, children }: ListStateProps) {
  if (list.isPending)
    return (
      <div className={styles.state}>
        <Spinner size={24} label={texts.loading} />
      </div>
    );
  if (list.isError && empty)
    return (
      <div className={styles.state} role="alert" data-testid={errorTestId}>
        <p>{texts.failed}</p>
        <Button variant="secondary" size="s" onClick={() => void list.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  if (empty) return <>{emptyView}</>;
  return <>{children}</>;
}
