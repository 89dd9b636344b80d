import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { useAddCustomerFee } from "../api/add-customer-fee";
import { checkFeeInput, type FeeFormErrors, type FeeInput, feeBodyOf } from "../utils/fee-form";
import styles from "./fees.module.css";

type FieldName = keyof FeeFormErrors | "comment";
const empty: FeeInput = { percent: "", startDate: "", endDate: "", comment: "" };

/**
 * Adds an operator fee period for a customer: percent, first and last settlement day (inclusive; no last day
 * = open), comment. Each field is checked as typed (a blank one once left); server field errors take priority
 * over the form's own, under their field; Add stays disabled while any error exists.
 */
export function CustomerFeeForm({ operatorId, minerId }: { operatorId: string; minerId: string }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<FeeInput>(empty);
  const [server, setServer] = useState<Partial<Record<FieldName, string>>>({});
  /** Fields the user has left: a blank required one says so then (a wrong one says so as typed). */
  const [left, setLeft] = useState<Partial<Record<FieldName, boolean>>>({});
  const add = useAddCustomerFee(operatorId, minerId);
  const local = checkFeeInput(input);
  const shown = (name: FieldName) => {
    const code = server[name] ?? (name === "comment" ? undefined : local[name]);
    if (!code || (code === "required" && !server[name] && !left[name])) return null;
    return t(`errors.fields.${code}`, { defaultValue: code });
  };
  const set = (key: keyof FeeInput, name: FieldName) => (value: string) => {
    setInput((current) => ({ ...current, [key]: value }));
    setServer((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(local).length > 0) return;
    try {
      await add.mutateAsync(feeBodyOf(input));
      setInput(empty);
      setLeft({});
      toast.show({ type: "success", title: t("fees.customer.added") });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : [];
      if (fields.length > 0) setServer(Object.fromEntries(fields.map((field) => [field.name, field.text])));
      else if (isApiError(error))
        toast.show({
          type: "error",
          title: t(`errors.codes.${error.code}`, { defaultValue: error.message }),
        });
      else toast.showGenericError();
    }
  };

  const field = (name: FieldName, key: keyof FeeInput, type: string, extra: object = {}) => {
    const error = shown(name);
    const id = `fee-${name}`;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t(`fees.customer.form.${key}`)}
        </label>
        <input
          id={id}
          type={type}
          className={styles.input}
          value={input[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(key, name)(event.target.value)}
          onBlur={() => setLeft((fields) => ({ ...fields, [name]: true }))}
          {...extra}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="customer-fee-form">
      <div className={styles.row}>
        {field("percent", "percent", "text", { inputMode: "decimal", placeholder: "1.5" })}
        {field("start_date", "startDate", "date")}
        {field("end_date", "endDate", "date")}
      </div>
      {field("comment", "comment", "text", { maxLength: 500 })}
      <p className={styles.muted}>{t("fees.customer.form.hint")}</p>
      <div>
        <Button
          type="submit"
          loading={add.isPending}
          disabled={Object.keys(local).length > 0 || Object.values(server).some(Boolean)}
        >
          {t("fees.customer.form.add")}
        </Button>
      </div>
    </form>
  );
}
