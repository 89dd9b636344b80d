import type { BracketLine } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useTaxFormat } from "../utils/money-text";
import styles from "./tax-calculator.module.css";

/** The scale as applied to the year's base: each step's part of the base, of it mining, and the tax on both. */
export function BracketTable({ brackets }: { brackets: BracketLine[] }) {
  const { t } = useTranslation();
  const format = useTaxFormat();
  const columns = {
    step: t("tax.brackets.step"),
    rate: t("tax.brackets.rate"),
    taxable: t("tax.brackets.taxable"),
    mining: t("tax.brackets.mining"),
    tax: t("tax.brackets.tax"),
    miningTax: t("tax.brackets.miningTax"),
  };
  return (
    <table className={styles.table} data-testid="tax-brackets">
      <thead>
        <tr>
          {Object.values(columns).map((name, index) => (
            <th key={name} scope="col" className={index > 0 ? styles.number : undefined}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {brackets.map((line) => (
          <tr key={String(line.from)} data-testid="tax-bracket" data-active={line.taxable > 0n || undefined}>
            <td className={styles.first}>
              {line.to === null
                ? t("tax.brackets.above", { from: format.threshold(line.from) })
                : t("tax.brackets.range", {
                    from: format.threshold(line.from),
                    to: format.threshold(line.to),
                  })}
            </td>
            <td className={styles.number} data-label={columns.rate}>
              {format.percent(line.ratePercent)}
            </td>
            <td className={styles.number} data-label={columns.taxable}>
              {format.rub(line.taxable)}
            </td>
            <td className={styles.number} data-label={columns.mining}>
              {format.rub(line.miningPart)}
            </td>
            <td className={styles.number} data-label={columns.tax}>
              {format.rub(line.tax)}
            </td>
            <td className={styles.number} data-label={columns.miningTax}>
              {format.rub(line.miningTax)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
