import type { MiningReport } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { formatBtc, localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import styles from "./mining-report.module.css";

/** The month's totals: BTC credited and its RUB value, with a note when some days have no stored price. */
export function ReportTotals({ report }: { report: MiningReport }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const { totals } = report;
  return (
    <section className={styles.section} aria-labelledby="mining-report-totals-title">
      <h2 id="mining-report-totals-title" className={styles.sectionTitle}>
        {t("miningReport.totals.title")}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("miningReport.totals.btc")}</dt>
          <dd data-testid="mining-report-total-btc">{formatBtc(totals.credited, { locale })} BTC</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("miningReport.totals.rub")}</dt>
          <dd data-testid="mining-report-total-rub">{localizeDecimal(totals.rub_value, locale)} ₽</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("miningReport.totals.days")}</dt>
          <dd>{formatNumber(report.days.length)}</dd>
        </div>
      </dl>
      {totals.days_without_price > 0 && (
        <p className={styles.notice} role="note" data-testid="mining-report-missing-prices">
          {t("miningReport.totals.missingPrices", { count: totals.days_without_price })}
        </p>
      )}
    </section>
  );
}
