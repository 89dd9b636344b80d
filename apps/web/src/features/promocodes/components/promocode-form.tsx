import {
  type Promocode,
  type PromocodeBody,
  type PromocodeFeeType,
  type PromocodeStatus,
  type PromocodeType,
  promocodeFeeTypes,
  promocodeStatuses,
  promocodeTypes,
} from "@pithead/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { reportFailure } from "../../../lib/api-failure";
import { useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { useGeneratePromocode } from "../api/generate-promocode";
import {
  type CheckedField,
  decimalOf,
  emailsOf,
  promocodeProblems,
  promocodeServerErrors,
} from "../utils/promocode-rules";
import styles from "./promocodes.module.css";

/** The form's values, as typed. */
type Values = {
  code: string;
  effective_from: string;
  effective_to: string;
  status: PromocodeStatus;
  type: PromocodeType;
  fee_type: PromocodeFeeType;
  fee_value: string;
  usage_limit: string;
  user_usage_limit: string;
  allowed_users: string;
  user_restriction: boolean;
  description: string;
  duration_days: string;
  perpetual: boolean;
};
type Name = keyof Values;

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(code?: Promocode): Values {
  return {
    code: code?.code ?? "",
    effective_from: code?.effective_from ?? today(),
    effective_to: code?.effective_to ?? "",
    status: code?.status ?? "active",
    type: code?.type ?? "welcome",
    fee_type: code?.fee_type ?? "rel",
    fee_value: code?.fee_value ?? "",
    usage_limit: code?.usage_limit?.toString() ?? "",
    user_usage_limit: code?.user_usage_limit?.toString() ?? "",
    allowed_users: code?.allowed_users.join("\n") ?? "",
    user_restriction: code?.user_restriction ?? false,
    description: code?.description ?? "",
    duration_days: code?.duration_days?.toString() ?? "",
    perpetual: code?.perpetual ?? false,
  };
}

const count = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** The request body of the form's values (the server checks the rules and answers field errors). */
export function bodyOf(v: Values): PromocodeBody {
  return {
    code: v.code.trim(),
    effective_from: v.effective_from,
    effective_to: v.effective_to || null,
    status: v.status,
    type: v.type,
    fee_type: v.fee_type,
    fee_value: decimalOf(v.fee_value),
    usage_limit: count(v.usage_limit),
    user_usage_limit: count(v.user_usage_limit),
    allowed_users: emailsOf(v.allowed_users),
    user_restriction: v.user_restriction,
    description: v.description.trim(),
    duration_days: v.perpetual ? null : count(v.duration_days),
    perpetual: v.perpetual,
  };
}

/**
 * A promo code's fields (SPEC section 3), new (`initial` absent; with a "Generate" button for a free readable
 * code) or to change. Each field is checked as typed (a blank required one once left) by the contract's schema
 * (`promocodeProblems`); server field errors, a taken code and unknown e-mails show under their field until it
 * changes; Save stays disabled while an error shows.
 */
export function PromocodeForm(props: {
  initial?: Promocode;
  saving: boolean;
  onSave: (body: PromocodeBody) => Promise<unknown>;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [values, setValues] = useState<Values>(() => valuesOf(props.initial));
  /** The server's field errors, worded, until their field changes. */
  const [server, setServer] = useState<Partial<Record<Name, string>>>({});
  const form = useFormErrors<Name>();
  const generate = useGeneratePromocode();
  const own = promocodeProblems(t, values, formatNumber);
  const errorOf = (name: Name): string | null =>
    server[name] ??
    (name in own ? form.shown(name, own[name as CheckedField], String(values[name] ?? "")) : null);
  const set = <K extends Name>(name: K, value: Values[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    // The duration's rule depends on "Perpetual"; the end date's on the start date.
    const related: Name[] =
      name === "perpetual" ? ["duration_days"] : name === "effective_from" ? ["effective_to"] : [];
    setServer((old) => {
      const next = { ...old };
      for (const field of [name, ...related]) delete next[field];
      return next;
    });
  };

  const onGenerate = async () => {
    try {
      set("code", await generate.mutateAsync());
    } catch (failure) {
      reportFailure(failure, t, props.isDeclined);
    }
  };

  const invalid = Object.values(own).some(Boolean);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      for (const name of Object.keys(own) as CheckedField[]) form.leave(name);
      return;
    }
    setServer({});
    try {
      await props.onSave(bodyOf(values));
    } catch (failure) {
      const found = promocodeServerErrors(t, failure, formatNumber);
      if (Object.keys(found).length > 0) setServer(found);
      else reportFailure(failure, t, props.isDeclined);
    }
  };

  const field = (name: Name, label: string, input: ReactNode, hint: ReactNode = "") => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`promocode-${name}`}>
        {label}
      </label>
      {input}
      <FieldNote id={`promocode-${name}-note`} error={errorOf(name)} hint={hint} />
    </div>
  );
  const text = (
    name: Name,
    extra: { type?: string; inputMode?: "decimal" | "numeric"; maxLength?: number } = {},
  ) => (
    <input
      id={`promocode-${name}`}
      className={styles.input}
      value={values[name] as string}
      autoComplete="off"
      aria-invalid={errorOf(name) ? true : undefined}
      aria-describedby={`promocode-${name}-note`}
      onChange={(event) => set(name, event.target.value)}
      onBlur={() => form.leave(name)}
      {...extra}
    />
  );
  const select = <S extends string>(
    name: "status" | "type" | "fee_type",
    options: readonly S[],
    key: string,
  ) => (
    <select
      id={`promocode-${name}`}
      className={styles.input}
      value={values[name]}
      onChange={(event) => set(name, event.target.value as Values[typeof name])}
    >
      {options.map((item) => (
        <option key={item} value={item}>
          {t(`promocodes.${key}.${item}`)}
        </option>
      ))}
    </select>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="promocode-form">
      <div className={styles.row}>
        {field(
          "code",
          t("promocodes.fields.code"),
          text("code", { maxLength: 32 }),
          t("promocodes.form.codeHint"),
        )}
        {!props.initial && (
          <div className={styles.field}>
            <span className={styles.label}>&nbsp;</span>
            <Button type="button" variant="secondary" loading={generate.isPending} onClick={onGenerate}>
              {t("promocodes.form.generate")}
            </Button>
          </div>
        )}
      </div>
      <div className={styles.row}>
        {field("status", t("promocodes.fields.status"), select("status", promocodeStatuses, "statuses"))}
        {field("type", t("promocodes.fields.type"), select("type", promocodeTypes, "types"))}
      </div>
      <div className={styles.row}>
        {field(
          "fee_type",
          t("promocodes.fields.feeType"),
          select("fee_type", promocodeFeeTypes, "feeTypeNames"),
        )}
        {field(
          "fee_value",
          t("promocodes.fields.feeValue"),
          text("fee_value", { inputMode: "decimal", maxLength: 16 }),
          t("promocodes.form.feeHint"),
        )}
      </div>
      <div className={styles.row}>
        {field(
          "effective_from",
          t("promocodes.fields.effectiveFrom"),
          text("effective_from", { type: "date" }),
        )}
        {field(
          "effective_to",
          t("promocodes.fields.effectiveTo"),
          text("effective_to", { type: "date" }),
          t("promocodes.form.effectiveToHint"),
        )}
      </div>
      <div className={styles.row}>
        {field(
          "duration_days",
          t("promocodes.fields.durationDays"),
          <input
            id="promocode-duration_days"
            className={styles.input}
            value={values.perpetual ? "" : values.duration_days}
            disabled={values.perpetual}
            inputMode="numeric"
            maxLength={4}
            aria-invalid={errorOf("duration_days") ? true : undefined}
            aria-describedby="promocode-duration_days-note"
            onChange={(event) => set("duration_days", event.target.value)}
            onBlur={() => form.leave("duration_days")}
          />,
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.perpetual}
            onChange={(event) => set("perpetual", event.target.checked)}
          />
          {t("promocodes.fields.perpetual")}
        </label>
      </div>
      <div className={styles.row}>
        {field(
          "usage_limit",
          t("promocodes.fields.usageLimit"),
          text("usage_limit", { inputMode: "numeric", maxLength: 7 }),
          t("promocodes.form.limitHint"),
        )}
        {field(
          "user_usage_limit",
          t("promocodes.fields.userUsageLimit"),
          text("user_usage_limit", { inputMode: "numeric", maxLength: 4 }),
          t("promocodes.form.limitHint"),
        )}
      </div>
      {field(
        "allowed_users",
        t("promocodes.fields.allowedUsers"),
        <textarea
          id="promocode-allowed_users"
          className={styles.input}
          rows={3}
          value={values.allowed_users}
          aria-invalid={errorOf("allowed_users") ? true : undefined}
          aria-describedby="promocode-allowed_users-note"
          onChange={(event) => set("allowed_users", event.target.value)}
          onBlur={() => form.leave("allowed_users")}
        />,
        t("promocodes.form.allowedUsersHint"),
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.user_restriction}
          onChange={(event) => set("user_restriction", event.target.checked)}
        />
        {t("promocodes.fields.userRestriction")}
      </label>
      {field(
        "description",
        t("promocodes.fields.description"),
        <textarea
          id="promocode-description"
          className={styles.input}
          rows={3}
          maxLength={1000}
          value={values.description}
          aria-invalid={errorOf("description") ? true : undefined}
          aria-describedby="promocode-description-note"
          onChange={(event) => set("description", event.target.value)}
          onBlur={() => form.leave("description")}
        />,
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={props.saving}
          disabled={invalid || form.blocked(...Object.values(server))}
        >
          {t("promocodes.form.save")}
        </Button>
      </div>
    </form>
  );
}
