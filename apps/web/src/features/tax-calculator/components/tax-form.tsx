import { TAX_YEARS, type TaxYear } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { FieldNote } from "../../../components/ui/form/field-note";
import {
  type AmountError,
  type AmountField,
  ENTITY_TYPES,
  type EntityType,
  type TaxForm,
} from "../utils/calculate";
import { AccountIncomeField, MinedSourceChoice } from "./mined-source";
import styles from "./tax-calculator.module.css";

/**
 * The calculator's inputs: who pays (individual, individual entrepreneur, legal entity), the year, the other
 * income of the year (not for a legal entity: its mining is a separate base), the mined income (typed, or when
 * `account` is given and chosen, the account's year: `account.income` is its text, null until known) and the costs.
 */
export function TaxFormFields(props: {
  form: TaxForm;
  errors: Partial<Record<AmountField, AmountError>>;
  onChange: (form: TaxForm) => void;
  account?: { income: string | null };
}) {
  const { t } = useTranslation();
  const { form, errors } = props;
  const set = (patch: Partial<TaxForm>) => props.onChange({ ...form, ...patch });
  const amount = (field: AmountField, label: string, hint: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`tax-${field}`}>
        {label}
      </label>
      <input
        id={`tax-${field}`}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={`tax-${field}-note`}
        onChange={(event) => set({ [field]: event.target.value })}
      />
      <FieldNote
        id={`tax-${field}-note`}
        error={errors[field] ? t(`tax.errors.${errors[field]}`) : null}
        hint={hint}
      />
    </div>
  );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
      aria-label={t("tax.form.title")}
    >
      <fieldset className={styles.entities}>
        <legend className={styles.label}>{t("tax.form.entity")}</legend>
        {ENTITY_TYPES.map((entity) => (
          <label key={entity} className={styles.entity}>
            <input
              type="radio"
              name="tax-entity"
              value={entity}
              checked={form.entity === entity}
              onChange={() => set({ entity: entity as EntityType })}
            />
            <span>{t(`tax.entity.${entity}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="tax-year">
            {t("tax.form.year")}
          </label>
          <select
            id="tax-year"
            className={styles.input}
            value={form.year}
            onChange={(event) => set({ year: Number(event.target.value) as TaxYear })}
          >
            {TAX_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        {form.entity !== "legal" &&
          amount("otherIncome", t("tax.form.otherIncome"), t("tax.form.otherIncomeHint"))}
      </div>
      {props.account && <MinedSourceChoice value={form.source} onChange={(source) => set({ source })} />}
      <div className={styles.row}>
        {props.account && form.source === "account" ? (
          <AccountIncomeField text={props.account.income} />
        ) : (
          amount("mined", t("tax.form.mined"), t("tax.form.minedHint"))
        )}
        {amount("costs", t("tax.form.costs"), t("tax.form.costsHint"))}
      </div>
      <p className={styles.rule} data-testid="tax-costs-rule">
        <strong>{t("tax.rule.title")}</strong> {t(`tax.rule.${form.entity}`)}
      </p>
    </form>
  );
}
