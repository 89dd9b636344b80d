import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useExchangeRates } from "../../../lib/exchange-rates-context";
import { useFormatters } from "../../../lib/i18n";
import { useBalance } from "../api/get-balance";
import { useEarnedAllTime } from "../api/get-earned-all-time";
import { useProcessingEarnings } from "../api/get-processing-earnings";
import type { DashboardSource } from "../utils/dashboard-source";
import { fiatLine } from "../utils/fiat-line";
import own from "./money-tiles.module.css";
import { StatTile } from "./stat-tile";
import styles from "./stat-tiles.module.css";

const empty = "—";
const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

/** The tiles' labels: a miner's own money by default; an aggregate names its fee (`dashboard.fee.*`). */
export type MoneyLabels = { balance: string; today: string; allTime: string; balanceHint?: string };

/**
 * The money of a dashboard: balance, today's estimated earnings and everything earned, in BTC (8 decimals)
 * with USDT (and RUB when the pool lists it) beside them from the polled rates. Hidden for a reader without
 * the payments section (the reads answer 403), `heading` (an aggregate's scope title) with it.
 */
export function MoneyTiles({
  source,
  labels,
  heading,
}: {
  source: DashboardSource;
  labels?: MoneyLabels;
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const { rates, currencies } = useExchangeRates();
  const balance = useBalance(source);
  const today = useProcessingEarnings(source);
  const earned = useEarnedAllTime(source);
  const queries = [balance, today, earned];
  if (queries.some((query) => isForbidden(query.error))) return null;
  const btc = (sats: number | undefined) =>
    sats === undefined ? (
      empty
    ) : (
      <>
        {formatBtc(sats, { locale })} <span className={styles.unit}>BTC</span>
      </>
    );
  const fiat = (sats: number | undefined) =>
    sats === undefined ? undefined : fiatLine(sats, currencies, rates, formatNumber);
  const pending = balance.data?.pending_payouts ?? 0;
  const pendingHint =
    pending > 0 ? t("earnings.pendingHint", { amount: formatBtc(pending, { locale }) }) : undefined;
  const balanceHint = [labels?.balanceHint, pendingHint].filter(Boolean).join(" ") || undefined;
  return (
    <section className={styles.section} aria-label={t("earnings.label")} data-testid="money-tiles">
      {heading}
      <div className={own.tiles}>
        <StatTile
          id="balance"
          label={labels?.balance ?? t("earnings.balance")}
          value={btc(balance.data?.balance)}
          hint={balanceHint}
          detail={fiat(balance.data?.balance)}
        />
        <StatTile
          id="today"
          label={labels?.today ?? t("earnings.today")}
          value={btc(today.data?.amount)}
          hint={t("earnings.todayHint")}
          detail={fiat(today.data?.amount)}
        />
        <StatTile
          id="earned"
          label={labels?.allTime ?? t("earnings.allTime")}
          value={btc(earned.data?.amount)}
          detail={fiat(earned.data?.amount)}
        />
      </div>
      {queries.some((query) => query.isError) && (
        <p className={styles.error} role="alert">
          {t("earnings.failed")}
        </p>
      )}
    </section>
  );
}
