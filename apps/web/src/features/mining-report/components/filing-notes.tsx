import { useTranslation } from "react-i18next";
import styles from "./mining-report.module.css";

/** Short notes on filing under Russian law; information, not tax advice. */
export function FilingNotes() {
  const { t } = useTranslation();
  return (
    <section
      className={styles.section}
      aria-labelledby="mining-report-filing-title"
      data-testid="mining-report-filing"
    >
      <h2 id="mining-report-filing-title" className={styles.sectionTitle}>
        {t("miningReport.filing.title")}
      </h2>
      <ul className={styles.notes}>
        <li>{t("miningReport.filing.monthly")}</li>
        <li>{t("miningReport.filing.income")}</li>
        <li>{t("miningReport.filing.form")}</li>
      </ul>
      <p className={styles.muted}>{t("miningReport.filing.disclaimer")}</p>
    </section>
  );
}
