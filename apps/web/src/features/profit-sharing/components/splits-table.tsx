import type { ProfitSharing } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { trimPercent } from "../utils/percent";
import { dayFormat, isOpen, stateTone } from "../utils/split-view";
import styles from "./profit-sharing.module.css";

/**
 * Split versions as a table (cards below 1024 px): the other miner, type, percent, from, until, state. Given
 * splits show the other miner as recipient and, for who may manage them, change and end on the open version.
 */
export function SplitsTable(props: {
  rows: ProfitSharing[];
  side: "given" | "received";
  canManage: boolean;
  onChange?: (split: ProfitSharing) => void;
  onEnd?: (split: ProfitSharing) => void;
}) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const day = dayFormat(formatDate);
  const withActions = props.side === "given" && props.canManage;
  const col = (key: string) => t(`profitSharing.columns.${key}`);
  const other = props.side === "given" ? col("recipient") : col("donor");
  return (
    <table className={styles.table} data-testid={`splits-${props.side}`}>
      <thead>
        <tr>
          <th scope="col">{other}</th>
          <th scope="col">{col("type")}</th>
          <th scope="col" className={styles.number}>
            {col("percent")}
          </th>
          <th scope="col">{col("from")}</th>
          <th scope="col">{col("until")}</th>
          <th scope="col">{col("state")}</th>
          {withActions && (
            <th scope="col" className={styles.number}>
              {col("actions")}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const name = props.side === "given" ? row.recipient.account_name : row.donor.account_name;
          return (
            <tr key={row.id} data-testid="split-row" data-name={name} data-state={row.state}>
              <td className={`${styles.first} ${styles.name}`}>{name}</td>
              <td data-label={col("type")}>{t(`profitSharing.types.${row.type}`)}</td>
              <td data-label={col("percent")} className={styles.number} data-testid="split-percent">
                {localizeDecimal(trimPercent(row.percent), locale)} %
              </td>
              <td data-label={col("from")} className={styles.date} data-testid="split-from">
                {day(row.start_date)}
              </td>
              <td data-label={col("until")} className={styles.date}>
                {row.end_date ? day(row.end_date) : t("profitSharing.openEnded")}
              </td>
              <td data-label={col("state")}>
                <StatusPill tone={stateTone[row.state]} status={row.state} testId="split-state">
                  {t(`profitSharing.states.${row.state}`)}
                </StatusPill>
              </td>
              {withActions && (
                <td data-label={col("actions")}>
                  {isOpen(row) && (
                    <span className={styles.actions}>
                      <Button
                        size="s"
                        variant="secondary"
                        aria-label={t("profitSharing.share.changeTitle", { name })}
                        onClick={() => props.onChange?.(row)}
                      >
                        {t("profitSharing.change")}
                      </Button>
                      <Button
                        size="s"
                        variant="ghost"
                        aria-label={t("profitSharing.end.actionOf", { name })}
                        onClick={() => props.onEnd?.(row)}
                      >
                        {t("profitSharing.end.action")}
                      </Button>
                    </span>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
