import { useTranslation } from "react-i18next";
import { MINED_SOURCES, type MinedSource } from "../utils/calculate";
import styles from "./tax-calculator.module.css";

/** "Type the amount" or "From my account" (offered to a miner account when the pool gives a mining report). */
export function MinedSourceChoice(props: { value: MinedSource; onChange: (source: MinedSource) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.entities} data-testid="tax-source">
      <legend className={styles.label}>{t("tax.source.title")}</legend>
      {MINED_SOURCES.map((source) => (
        <label key={source} className={styles.entity}>
          <input
            type="radio"
            name="tax-source"
            value={source}
            checked={props.value === source}
            onChange={() => props.onChange(source)}
          />
          <span>{t(`tax.source.${source}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The mined income taken from the account: read-only, the year's RUB total of the mining report (a dash while
 * it loads or when it could not be loaded; the section below says why).
 */
export function AccountIncomeField({ text }: { text: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <span className={styles.label} id="tax-mined-account-label">
        {t("tax.form.mined")}
      </span>
      <output
        className={styles.accountFigure}
        aria-labelledby="tax-mined-account-label"
        aria-describedby="tax-mined-account-note"
        aria-busy={text === null || undefined}
        data-testid="tax-mined-account"
      >
        {text ?? "—"}
      </output>
      <p id="tax-mined-account-note" className={styles.muted}>
        {t("tax.source.accountHint")}
      </p>
    </div>
  );
}
