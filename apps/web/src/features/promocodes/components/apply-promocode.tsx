import { type AppliedPromocode, promocodeCodeSchema } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { isApiError } from "../../../lib/api-client";
import { schemaError, useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { useApplyPromocode } from "../api/apply-promocode";
import { useMinerFeePeriods } from "../api/get-miner-fee-periods";
import { percentText, periodText } from "../utils/period-text";
import styles from "./apply-promocode.module.css";

/** The message for a refused code: its field error, else the error code's own text. */
function refusalText(t: ReturnType<typeof useTranslation>["t"], error: unknown): string {
  if (!isApiError(error)) return t("ui.toast.genericError");
  const field = error.fields[0];
  if (field) return t(`errors.fields.${field.text}`, { defaultValue: field.text });
  if (error.code === "not_found") return t("promocodes.apply.notFound");
  if (error.code === "rate_limited") {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return t("promocodes.apply.rateLimited", { minutes });
  }
  return t(`errors.codes.${error.code}`, { defaultValue: error.message });
}

/**
 * A miner's promo code (owner or admin): the code field, the fee period the code made once applied, and the
 * miner's own pool fee periods, newest first (a code's period says `Promo code CODE`). The code is checked as
 * typed with the contract's schema (a blank one once left); a refusal shows under the field until the code
 * changes; Apply stays disabled while an error shows.
 */
export function ApplyPromocode({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<AppliedPromocode | null>(null);
  const apply = useApplyPromocode(minerId);
  const periods = useMinerFeePeriods(minerId);
  const form = useFormErrors<"code">();
  const own = schemaError(t, promocodeCodeSchema, code, { pattern: t("promocodes.errors.code") });
  const refusal = apply.error ? refusalText(t, apply.error) : null;
  const error = refusal ?? form.shown("code", own, code);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (own) return form.leave("code");
    setApplied(null);
    try {
      setApplied(await apply.mutateAsync(code.trim()));
      setCode("");
      form.reset();
    } catch {
      // Shown under the field from `apply.error`.
    }
  };

  return (
    <div className={styles.root} data-testid="apply-promocode">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="promocode-apply">
            {t("promocodes.apply.label")}
          </label>
          <div className={styles.inline}>
            <input
              id="promocode-apply"
              className={styles.input}
              value={code}
              maxLength={32}
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "promocode-apply-error" : undefined}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                apply.reset();
              }}
              onBlur={() => form.leave("code")}
            />
            <Button type="submit" loading={apply.isPending} disabled={form.blocked(own, refusal)}>
              {t("promocodes.apply.submit")}
            </Button>
          </div>
          {error && (
            <p id="promocode-apply-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
      {applied && (
        <p className={styles.success} role="status" data-testid="promocode-applied">
          {t("promocodes.apply.applied", {
            code: applied.code,
            percent: percentText(formatters, applied.fee_percent),
            period: periodText(t, formatters, applied.start_date, applied.end_date),
          })}
        </p>
      )}
      <div className={styles.periods}>
        <h3 className={styles.subtitle}>{t("promocodes.apply.periodsTitle")}</h3>
        {periods.isError && <p className={styles.error}>{t("promocodes.apply.periodsFailed")}</p>}
        {periods.data?.length === 0 && <p className={styles.muted}>{t("promocodes.apply.periodsEmpty")}</p>}
        {periods.data && periods.data.length > 0 && (
          <ul className={styles.list} data-testid="fee-periods">
            {periods.data.map((fee) => (
              <li key={fee.id} className={styles.item} data-testid="fee-period">
                <span className={styles.percent}>
                  {t("promocodes.apply.percent", { value: percentText(formatters, fee.percent) })}
                </span>
                <span>{periodText(t, formatters, fee.start_date, fee.end_date)}</span>
                {fee.comment && <span className={styles.muted}>{fee.comment}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
