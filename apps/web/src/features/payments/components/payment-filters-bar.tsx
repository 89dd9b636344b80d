import { type PaymentType, paymentDirections, paymentStatuses, paymentTypes } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { isFiltered, type PaymentFilters } from "../utils/payment-filters";
import styles from "./payment-filters-bar.module.css";

const ALL = "";
const SEVERAL = "several";

type Props = {
  filters: PaymentFilters;
  onChange: (change: Partial<PaymentFilters>) => void;
  /** The types the list can hold (an operator's own list: fee income and payouts); all by default. */
  types?: readonly PaymentType[];
};

/** A select of one value of a list filter (a link may hold several: then it says so until changed). */
function ListSelect<T extends string>(props: {
  id: string;
  label: string;
  values: readonly T[];
  chosen: T[];
  text: (value: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  const { t } = useTranslation();
  const value = props.chosen.length === 0 ? ALL : props.chosen.length === 1 ? props.chosen[0] : SEVERAL;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          props.onChange(next === ALL ? [] : [next as T]);
        }}
      >
        <option value={ALL}>{t("payments.filters.all")}</option>
        {props.chosen.length > 1 && (
          <option value={SEVERAL} disabled>
            {props.chosen.map(props.text).join(", ")}
          </option>
        )}
        {props.values.map((item) => (
          <option key={item} value={item}>
            {props.text(item)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Type, direction, status, a UTC date range and the order by date; every choice goes to the address. */
export function PaymentFiltersBar({ filters, onChange, types = paymentTypes }: Props) {
  const { t } = useTranslation();
  // A range whose end comes before its start matches nothing: say so under "To" as soon as it is chosen.
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? t("errors.rules.dateOrder") : null;
  return (
    <fieldset className={styles.bar} aria-label={t("payments.filters.label")}>
      <ListSelect
        id="payments-type"
        label={t("payments.filters.type")}
        values={types}
        chosen={filters.type}
        text={(type) => t(`payments.types.${type}`)}
        onChange={(type) => onChange({ type })}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="payments-direction">
          {t("payments.filters.direction")}
        </label>
        <select
          id="payments-direction"
          className={styles.input}
          value={filters.direction ?? ALL}
          onChange={(event) => {
            const value = event.target.value as (typeof paymentDirections)[number] | "";
            onChange({ direction: value === ALL ? null : value });
          }}
        >
          <option value={ALL}>{t("payments.filters.all")}</option>
          {paymentDirections.map((direction) => (
            <option key={direction} value={direction}>
              {t(`payments.directions.${direction}`)}
            </option>
          ))}
        </select>
      </div>
      <ListSelect
        id="payments-status"
        label={t("payments.filters.status")}
        values={paymentStatuses}
        chosen={filters.status}
        text={(status) => t(`payments.statuses.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="payments-from">
          {t("payments.filters.from")}
        </label>
        <input
          id="payments-from"
          type="date"
          className={styles.input}
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? "payments-range-note" : undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="payments-to">
          {t("payments.filters.to")}
        </label>
        <input
          id="payments-to"
          type="date"
          className={styles.input}
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? "payments-range-note" : undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
        {rangeError && <FieldNote id="payments-range-note" error={rangeError} hint={null} />}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="payments-sort">
          {t("payments.filters.sort")}
        </label>
        <select
          id="payments-sort"
          className={styles.input}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value === "asc" ? "asc" : "desc" })}
        >
          <option value="desc">{t("payments.filters.newest")}</option>
          <option value="asc">{t("payments.filters.oldest")}</option>
        </select>
      </div>
      {isFiltered(filters) && (
        <Button
          variant="ghost"
          size="s"
          className={styles.reset}
          onClick={() => onChange({ type: [], direction: null, status: [], from: null, to: null })}
        >
          {t("payments.filters.reset")}
        </Button>
      )}
    </fieldset>
  );
}
