import type { OperatorMiningReport } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/months";
import styles from "./operator-report.module.css";

/** Whose customers and which month: the Control Hub at its pool, the filing deadline, whether the month is over. */
export function OperatorFacts({ report, monthName }: { report: OperatorMiningReport; monthName: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const deadline = formatDate(utcDay(report.deadline), { dateStyle: "long", timeZone: "UTC" });
  const fact = (key: string) => t(`operatorReport.facts.${key}`);
  return (
    <section className={styles.section} aria-labelledby="operator-report-facts-title">
      <h2 id="operator-report-facts-title" className={styles.sectionTitle}>
        {t("operatorReport.facts.title", { month: monthName })}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{fact("operator")}</dt>
          <dd data-testid="operator-report-operator">
            {t("operatorReport.facts.operatorValue", {
              operator: report.operator_name,
              pool: report.pool_name,
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{fact("deadline")}</dt>
          <dd data-testid="operator-report-deadline">
            {t("operatorReport.facts.deadlineValue", { date: deadline })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{fact("status")}</dt>
          <dd data-testid="operator-report-status" data-complete={report.complete}>
            {fact(report.complete ? "complete" : "incomplete")}
          </dd>
        </div>
      </dl>
      {!report.complete && (
        <p className={styles.notice} role="note" data-testid="operator-report-incomplete">
          {fact("incompleteNote")}
        </p>
      )}
    </section>
  );
}
