import { useState } from "react";
import { useTranslation } from "react-i18next";
import { calculate, defaultTaxYear, type TaxForm } from "../utils/calculate";
import { LegalResult } from "./legal-result";
import { PersonalResult } from "./personal-result";
import styles from "./tax-calculator.module.css";
import { TaxFormFields } from "./tax-form";

/**
 * `/tax-calculator`: an estimate of the Russian tax on mining income, computed in the browser from typed-in
 * roubles with the contract's exact functions (NDFL on the annual scale, or profit tax for a legal entity).
 */
export function TaxCalculatorView({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TaxForm>(() => ({
    entity: "individual",
    year: defaultTaxYear(now),
    otherIncome: "",
    mined: "",
    costs: "",
  }));
  const calculation = calculate(form);
  return (
    <div className={styles.root}>
      <p className={styles.disclaimer} role="note" data-testid="tax-disclaimer">
        <strong>{t("tax.disclaimer.title")}</strong> {t("tax.disclaimer.text")}
      </p>
      <section className={styles.section} aria-labelledby="tax-form-title">
        <h2 id="tax-form-title" className={styles.sectionTitle}>
          {t("tax.form.title")}
        </h2>
        <TaxFormFields
          form={form}
          errors={calculation.kind === "none" ? calculation.errors : {}}
          onChange={setForm}
        />
      </section>
      {calculation.kind === "personal" && <PersonalResult result={calculation.result} />}
      {calculation.kind === "legal" && <LegalResult result={calculation.result} />}
      {calculation.kind === "none" && (
        <p className={styles.muted} data-testid="tax-no-result">
          {t("tax.result.waiting")}
        </p>
      )}
    </div>
  );
}
