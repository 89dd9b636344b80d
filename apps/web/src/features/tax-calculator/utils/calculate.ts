import {
  type Kopecks,
  type ProfitTaxResult,
  type ProgressiveTaxResult,
  parseRoubles,
  profitTax,
  progressiveTax,
  TAX_YEARS,
  type TaxYear,
} from "@pithead/contract";

export const ENTITY_TYPES = ["individual", "entrepreneur", "legal"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Where the mined income comes from: typed in, or the account's year from the mining report. */
export const MINED_SOURCES = ["typed", "account"] as const;
export type MinedSource = (typeof MINED_SOURCES)[number];

/** What the form holds: texts as typed. */
export interface TaxForm {
  entity: EntityType;
  year: TaxYear;
  otherIncome: string;
  source: MinedSource;
  mined: string;
  costs: string;
}

export type AmountField = "otherIncome" | "mined" | "costs";
export type AmountError = "format" | "negative" | "precision" | "range";

export type Calculation =
  | { kind: "personal"; result: ProgressiveTaxResult }
  | { kind: "legal"; result: ProfitTaxResult }
  | { kind: "none"; errors: Partial<Record<AmountField, AmountError>> };

/** The current year when supported, else the latest supported one. */
export function defaultTaxYear(now: Date = new Date()): TaxYear {
  const year = now.getFullYear();
  return TAX_YEARS.find((y) => y === year) ?? (TAX_YEARS[TAX_YEARS.length - 1] as TaxYear);
}

/**
 * The form's figures computed in the browser with the contract's exact functions. An empty other income or
 * costs counts as zero; without a mined amount (or with any refused field) there is no result. With the source
 * "account", the mined income is `accountIncome`: the year's RUB total as the server sends it ("1234.56"),
 * read into kopecks by the same string arithmetic as a typed amount (null while it is not loaded).
 */
export function calculate(form: TaxForm, accountIncome: string | null = null): Calculation {
  const errors: Partial<Record<AmountField, AmountError>> = {};
  const texts: Record<AmountField, string> = {
    otherIncome: form.otherIncome,
    mined: form.source === "account" ? (accountIncome ?? "") : form.mined,
    costs: form.costs,
  };
  const read = (field: AmountField, optional: boolean): Kopecks | null => {
    const parsed = parseRoubles(texts[field]);
    if (parsed.ok) return parsed.kopecks;
    if (parsed.reason === "empty") return optional ? 0n : null;
    errors[field] = parsed.reason;
    return null;
  };
  const personal = form.entity !== "legal";
  const other = personal ? read("otherIncome", true) : 0n;
  const mined = read("mined", false);
  const costs = read("costs", true);
  if (other === null || mined === null || costs === null) return { kind: "none", errors };
  return personal
    ? {
        kind: "personal",
        result: progressiveTax({
          year: form.year,
          otherIncome: other,
          miningIncome: mined,
          miningCosts: costs,
        }),
      }
    : { kind: "legal", result: profitTax({ year: form.year, income: mined, costs }) };
}
