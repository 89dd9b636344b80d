import { useTranslation } from "react-i18next";
import styles from "./profit-sharing.module.css";

/** What a change does, in the locale's words: old and new percent (already localized) and the first day. */
export type ShareChange = { name: string; old: string; next: string | null; day: string };

/**
 * The note of a share dialog whose recipient already has a running split: saving changes that share (named when
 * it came from "Share with a miner"), old -> new from the settlement day it applies from.
 */
export function ShareChangeNote({ change, typed }: { change: ShareChange; typed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.change} data-testid="share-change" role="status">
      {typed && (
        <span className={styles.startsTitle}>
          {t("profitSharing.share.existing", { name: change.name, percent: change.old })}
        </span>
      )}
      <span className={styles.changeLine} data-testid="share-change-line">
        {change.next === null
          ? t("profitSharing.share.current", { percent: change.old })
          : t("profitSharing.share.changeLine", { old: change.old, next: change.next, day: change.day })}
      </span>
    </div>
  );
}

/** The confirmation step before a change is saved: old -> new, from when, and that settled days keep theirs. */
export function ShareConfirm({ change }: { change: ShareChange & { next: string } }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} data-testid="share-confirm-text">
      <p className={styles.changeLine}>
        {t("profitSharing.share.changeLine", { old: change.old, next: change.next, day: change.day })}
      </p>
      <p className={styles.muted}>{t("profitSharing.share.confirmText", { name: change.name })}</p>
    </div>
  );
}
