import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/ui/form/form.module.css";
import { useCustomers } from "../api/get-customers";
import styles from "./customer-form.module.css";

/** Whose sub-account: a customer's (its id once picked) or the operator's own. */
export type ParentChoice = { kind: "customer"; id: string | null } | { kind: "operator" };

/** Picks the owner of a sub-account: a customer found by name or title, or the Control Hub itself. */
export function ParentPicker(props: {
  operatorId: string;
  value: ParentChoice;
  onChange: (choice: ParentChoice) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [name, setName] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setName(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useCustomers(props.operatorId, {
    name,
    sort_by: "account_name",
    order: "asc",
    page: 1,
    per_page: 20,
  });
  const picked = props.value.kind === "customer" ? props.value.id : null;
  return (
    <fieldset className={formStyles.field} style={{ border: 0, margin: 0, padding: 0 }}>
      <legend className={formStyles.label}>{t("customers.form.owner")}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input
            type="radio"
            name="owner"
            checked={props.value.kind === "customer"}
            onChange={() => props.onChange({ kind: "customer", id: null })}
          />
          {t("customers.form.ownerCustomer")}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="owner"
            checked={props.value.kind === "operator"}
            onChange={() => props.onChange({ kind: "operator" })}
          />
          {t("customers.form.ownerOperator")}
        </label>
      </div>
      {props.value.kind === "customer" && (
        <>
          <label className={formStyles.label} htmlFor={id}>
            {t("customers.form.findCustomer")}
          </label>
          <input
            id={id}
            type="search"
            className={formStyles.input}
            value={text}
            maxLength={64}
            placeholder={t("customers.list.search")}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <ul className={styles.matches} aria-label={t("customers.form.matches")}>
            {(list.data?.data ?? []).map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className={styles.match}
                  aria-pressed={picked === row.id}
                  onClick={() => props.onChange({ kind: "customer", id: row.id })}
                >
                  <span translate="no">{row.title}</span>
                  <span className={styles.matchName}>{row.account_name}</span>
                </button>
              </li>
            ))}
            {list.data && list.data.data.length === 0 && (
              <li className={formStyles.hint} style={{ padding: 8 }}>
                {t("customers.list.noMatches")}
              </li>
            )}
          </ul>
          {props.error && (
            <p className={formStyles.error} role="alert">
              {props.error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
