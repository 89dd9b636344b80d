import type { ProfitTaxResult } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useTaxFormat } from "../utils/money-text";
import { ResultFigures, Steps } from "./result-parts";

/** Profit tax of a legal entity on its mining: the figures and every step in words. */
export function LegalResult({ result: r }: { result: ProfitTaxResult }) {
  const { t } = useTranslation();
  const f = useTaxFormat();
  return (
    <>
      <ResultFigures
        tax={f.rub(r.tax)}
        rate={f.percent(r.effectiveRatePercent)}
        remaining={f.rub(r.remaining)}
      />
      <Steps
        items={[
          r.loss > 0n
            ? t("tax.legal.loss", { income: f.rub(r.income), costs: f.rub(r.costs), loss: f.rub(r.loss) })
            : t("tax.legal.base", { income: f.rub(r.income), costs: f.rub(r.costs), base: f.rub(r.base) }),
          t("tax.legal.tax", { base: f.rub(r.base), rate: f.percent(r.ratePercent), tax: f.rub(r.tax) }),
          t("tax.legal.rate", {
            tax: f.rub(r.tax),
            income: f.rub(r.income),
            rate: f.percent(r.effectiveRatePercent),
          }),
          t("tax.legal.remaining", {
            income: f.rub(r.income),
            costs: f.rub(r.costs),
            tax: f.rub(r.tax),
            remaining: f.rub(r.remaining),
          }),
        ]}
      />
    </>
  );
}
