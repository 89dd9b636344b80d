import { useTranslation } from "react-i18next";
import styles from "./tax-calculator.module.css";

/** The three answers: the tax on the mining, the effective rate and what remains. */
export function ResultFigures(props: { tax: string; rate: string; remaining: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="tax-result-title">
      <h2 id="tax-result-title" className={styles.sectionTitle}>
        {t("tax.result.title")}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("tax.result.tax")}</dt>
          <dd data-testid="tax-result-tax">{props.tax}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("tax.result.rate")}</dt>
          <dd data-testid="tax-result-rate">{props.rate}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("tax.result.remaining")}</dt>
          <dd data-testid="tax-result-remaining">{props.remaining}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The calculation in words, one numbered step a line. */
export function Steps({ items }: { items: string[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="tax-steps-title">
      <h2 id="tax-steps-title" className={styles.sectionTitle}>
        {t("tax.steps.title")}
      </h2>
      <ol className={styles.steps} data-testid="tax-steps">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
