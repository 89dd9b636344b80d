import type { ProgressiveTaxResult } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useTaxFormat } from "../utils/money-text";
import { BracketTable } from "./bracket-table";
import { ResultFigures, Steps } from "./result-parts";
import styles from "./tax-calculator.module.css";

/** NDFL on the year: the figures, the scale step by step, every step in words and the monthly equivalents. */
export function PersonalResult({ result }: { result: ProgressiveTaxResult }) {
  const { t } = useTranslation();
  const f = useTaxFormat();
  const r = result;
  return (
    <>
      <ResultFigures
        tax={f.rub(r.taxOnMining)}
        rate={f.percent(r.effectiveRatePercent)}
        remaining={f.rub(r.remaining)}
      />
      <section className={styles.section} aria-labelledby="tax-brackets-title">
        <h2 id="tax-brackets-title" className={styles.sectionTitle}>
          {t("tax.brackets.title", { year: r.year })}
        </h2>
        <p className={styles.muted}>{t("tax.brackets.text")}</p>
        <BracketTable brackets={r.brackets} />
      </section>
      <Steps
        items={[
          t("tax.steps.miningBase", {
            mined: f.rub(r.miningIncome),
            costs: f.rub(r.miningCosts),
            base: f.rub(r.miningBase),
          }),
          t("tax.steps.annualBase", {
            year: r.year,
            other: f.rub(r.otherIncome),
            base: f.rub(r.miningBase),
            total: f.rub(r.totalBase),
          }),
          t("tax.steps.taxTotal", { total: f.rub(r.totalBase), tax: f.rub(r.taxOnTotal) }),
          t("tax.steps.taxOther", { other: f.rub(r.otherIncome), tax: f.rub(r.taxOnOther) }),
          t("tax.steps.taxMining", {
            total: f.rub(r.taxOnTotal),
            other: f.rub(r.taxOnOther),
            tax: f.rub(r.taxOnMining),
          }),
          t("tax.steps.rate", {
            tax: f.rub(r.taxOnMining),
            mined: f.rub(r.miningIncome),
            rate: f.percent(r.effectiveRatePercent),
          }),
          t("tax.steps.remaining", {
            mined: f.rub(r.miningIncome),
            tax: f.rub(r.taxOnMining),
            remaining: f.rub(r.remaining),
          }),
        ]}
      />
      <section className={styles.section} aria-labelledby="tax-monthly-title">
        <h2 id="tax-monthly-title" className={styles.sectionTitle}>
          {t("tax.monthly.title")}
        </h2>
        <p className={styles.muted} data-testid="tax-monthly-note">
          {t("tax.monthly.note")}
        </p>
        <ul className={styles.monthly}>
          {r.monthlyEquivalents.map((item) => (
            <li key={String(item.annual)} data-testid="tax-monthly">
              <span>{t("tax.monthly.annual", { amount: f.threshold(item.annual) })}</span>
              <span className={styles.muted}>
                {t("tax.monthly.monthly", { amount: f.threshold(item.monthly) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
