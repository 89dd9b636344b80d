import type { LedgerCheck } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { utcDateTimeOptions } from "../../../lib/i18n-format";
import styles from "./platform.module.css";

type T = ReturnType<typeof useTranslation>["t"];

/** Who started the check: the hourly schedule, a user's "Run now", or the first look at this page. */
function triggerText(t: T, result: LedgerCheck): string {
  if (result.trigger === "schedule") return t("platform.ledger.bySchedule");
  if (result.triggered_by === null) return t("platform.ledger.byFormerUser");
  return result.trigger === "user"
    ? t("platform.ledger.byUser", { email: result.triggered_by })
    : t("platform.ledger.byFirstRead", { email: result.triggered_by });
}

/**
 * One ledger check: balanced or not, when it ran and who started it (a live status, so a new result is
 * announced), the sum of all postings (0 when sound), entries whose postings do not sum to zero, and accounts
 * whose kept balance differs from their postings.
 */
export function LedgerCheckResult({ result }: { result: LedgerCheck }) {
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const when = formatDate(result.checked_at, utcDateTimeOptions);
  return (
    <div className={styles.block} data-testid="ledger-check">
      <div className={styles.headline} role="status" data-testid="ledger-status">
        <StatusPill tone={result.ok ? "success" : "danger"} status={result.ok ? "ok" : "failed"}>
          {t(result.ok ? "platform.ledger.ok" : "platform.ledger.failedCheck")}
        </StatusPill>
        <span className={styles.muted}>{t("platform.ledger.checkedAt", { when })}</span>
        <span className={styles.muted} data-testid="ledger-trigger">
          {triggerText(t, result)}
        </span>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("platform.ledger.sum")}</dt>
          <dd data-testid="ledger-sum">{formatBtc(result.postings_sum, { locale })} BTC</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("platform.ledger.unbalanced")}</dt>
          <dd>{formatNumber(result.unbalanced_entries)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("platform.ledger.mismatched")}</dt>
          <dd>{formatNumber(result.mismatched_accounts.length)}</dd>
        </div>
      </dl>
      {result.mismatched_accounts.length > 0 && (
        <ScrollRegion className={styles.scroll} label={t("platform.ledger.mismatched")}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("platform.ledger.account")}</th>
                <th scope="col">{t("platform.ledger.kept")}</th>
                <th scope="col">{t("platform.ledger.postings")}</th>
              </tr>
            </thead>
            <tbody>
              {result.mismatched_accounts.map((account) => (
                <tr key={account.key}>
                  <td className={styles.mono}>{account.key}</td>
                  <td className={styles.number}>{formatBtc(Number(account.balance), { locale })}</td>
                  <td className={styles.number}>{formatBtc(Number(account.postings), { locale })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
