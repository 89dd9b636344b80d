import type { MiningReport } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/months";
import styles from "./mining-report.module.css";

/** Who and what the report is for: the pool account (account name at the pool), the month, the deadline. */
export function ReportFacts({ report, monthName }: { report: MiningReport; monthName: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const deadline = formatDate(utcDay(report.deadline), { dateStyle: "long", timeZone: "UTC" });
  return (
    <section className={styles.section} aria-labelledby="mining-report-facts-title">
      <h2 id="mining-report-facts-title" className={styles.sectionTitle}>
        {t("miningReport.facts.title", { month: monthName })}
      </h2>
      <dl className={styles.facts} data-testid="mining-report-facts">
        <div className={styles.fact}>
          <dt>{t("miningReport.facts.account")}</dt>
          <dd data-testid="mining-report-account">
            {t("miningReport.facts.accountValue", { account: report.account_name, pool: report.pool_name })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("miningReport.facts.month")}</dt>
          <dd>{monthName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("miningReport.facts.deadline")}</dt>
          <dd data-testid="mining-report-deadline">
            {t("miningReport.facts.deadlineValue", { date: deadline })}
          </dd>
        </div>
      </dl>
      {!report.complete && (
        <p className={styles.notice} role="note" data-testid="mining-report-incomplete">
          {t("miningReport.facts.incomplete")}
        </p>
      )}
    </section>
  );
}
