import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMiningYear } from "../api/get-mining-year";
import { calculate, defaultTaxYear, type TaxForm } from "../utils/calculate";
import { useTaxFormat } from "../utils/money-text";
import { AccountYear } from "./account-year";
import { LegalResult } from "./legal-result";
import { PersonalResult } from "./personal-result";
import styles from "./tax-calculator.module.css";
import { TaxFormFields } from "./tax-form";

/**
 * `/tax-calculator`: an estimate of the Russian tax on mining income, computed in the browser with the
 * contract's exact functions (NDFL on the annual scale, or profit tax for a legal entity). The mined income is
 * typed in, or, when `minerId` is given (a miner account on a pool with the mining report), taken from the
 * account: the year's RUB total of the monthly mining reports.
 */
export function TaxCalculatorView({ now, minerId }: { now?: Date; minerId?: string | null }) {
  const { t } = useTranslation();
  const f = useTaxFormat();
  const [form, setForm] = useState<TaxForm>(() => ({
    entity: "individual",
    year: defaultTaxYear(now),
    otherIncome: "",
    source: "typed",
    mined: "",
    costs: "",
  }));
  const fromAccount = Boolean(minerId) && form.source === "account";
  const year = useMiningYear(minerId ?? "", form.year, fromAccount);
  const accountYear = fromAccount && year.data?.year === form.year ? year.data : undefined;
  const calculation = calculate(form, accountYear?.totals.rub_value ?? null);
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
          account={
            minerId ? { income: accountYear ? f.rubText(accountYear.totals.rub_value) : null } : undefined
          }
        />
      </section>
      {fromAccount && <AccountYear query={year} year={form.year} />}
      {calculation.kind === "personal" && <PersonalResult result={calculation.result} />}
      {calculation.kind === "legal" && <LegalResult result={calculation.result} />}
      {calculation.kind === "none" && (
        <p className={styles.muted} data-testid="tax-no-result">
          {!fromAccount
            ? t("tax.result.waiting")
            : !accountYear
              ? t("tax.result.waitingAccount")
              : calculation.errors.mined
                ? t(`tax.errors.${calculation.errors.mined}`)
                : t("tax.result.fix")}
        </p>
      )}
    </div>
  );
}
