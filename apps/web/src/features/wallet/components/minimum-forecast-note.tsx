import type { Wallet } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { minimumForecast } from "../utils/minimum-forecast";
import styles from "./wallet.module.css";

/**
 * Beside the minimum payment: when the balance should reach the typed minimum at the current earnings (the
 * wallet's 7-day average credit), and that it is paid in that day's payout at the pool's payout time (UTC).
 */
export function MinimumForecastNote(props: {
  id: string;
  wallet: Pick<Wallet, "balance" | "daily_average" | "payout_time_utc" | "payouts_paused_until">;
  minPayment: number;
  now: Date;
}) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const forecast = minimumForecast(props.wallet, props.minPayment, props.now);
  const dayText = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  const values = {
    time: props.wallet.payout_time_utc,
    daily: formatBtc(props.wallet.daily_average, { locale }),
  };
  const text =
    forecast.kind === "never"
      ? t("wallet.forecast.never")
      : t(`wallet.forecast.${forecast.kind}`, { ...values, day: dayText(forecast.day) });
  return (
    <p
      id={props.id}
      className={styles.forecast}
      data-testid="min-payment-forecast"
      data-kind={forecast.kind}
      aria-live="polite"
    >
      {text}
    </p>
  );
}
