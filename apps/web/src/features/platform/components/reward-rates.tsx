import type { RateSource, RewardRate } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { utcDateTimeOptions } from "../../../lib/i18n-format";
import { useRateSources, useRewardRates } from "../api/get-reward-rates";
import styles from "./platform.module.css";
import { RewardRateForm } from "./reward-rate-form";

/** Manual, or the external source's name (its id when the source is no longer offered). */
function sourceName(source: string, sources: RateSource[] | undefined, t: (key: string) => string) {
  if (source === "manual") return t("platform.rates.manual");
  return sources?.find((item) => item.id === source)?.name ?? source;
}

/**
 * The FPPS rate: the one in force today, the form for a new one (owner, admin or treasurer), and every rate
 * set, newest first. A rate applies from its first settlement day until the next one.
 */
export function RewardRates({
  canSet,
  isDeclined,
}: {
  canSet: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const rates = useRewardRates();
  const sources = useRateSources();
  if (rates.isError)
    return (
      <p className={styles.error} role="alert">
        {t("platform.rates.failed")}
      </p>
    );
  if (!rates.data) return <p className={styles.muted}>{t("platform.rates.loading")}</p>;
  const { current, history } = rates.data;
  const rateText = (rate: RewardRate) =>
    t("platform.rates.value", { rate: localizeDecimal(rate.sats_per_th_day, locale) });
  const day = (text: string) => formatDate(`${text}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className={styles.block}>
      {current ? (
        <dl className={styles.figures} data-testid="current-rate">
          <div className={styles.figure}>
            <dt>{t("platform.rates.current")}</dt>
            <dd>{rateText(current)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t("platform.rates.source")}</dt>
            <dd>{sourceName(current.source, sources.data, t)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t("platform.rates.from")}</dt>
            <dd>{day(current.effective_from)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.warning} role="status">
          {t("platform.rates.none")}
        </p>
      )}
      {canSet && <RewardRateForm sources={sources.data ?? []} isDeclined={isDeclined} />}
      {history.length > 0 && (
        <ScrollRegion className={styles.scroll} label={t("platform.rates.history")}>
          <table className={styles.table} data-testid="rate-history">
            <caption className={styles.caption}>{t("platform.rates.history")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("platform.rates.from")}</th>
                <th scope="col">{t("platform.rates.rate")}</th>
                <th scope="col">{t("platform.rates.source")}</th>
                <th scope="col">{t("platform.rates.setAt")}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((rate) => (
                <tr key={rate.id}>
                  <td>{day(rate.effective_from)}</td>
                  <td className={styles.number}>{rateText(rate)}</td>
                  <td>{sourceName(rate.source, sources.data, t)}</td>
                  <td>{formatDate(rate.created_at, utcDateTimeOptions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
