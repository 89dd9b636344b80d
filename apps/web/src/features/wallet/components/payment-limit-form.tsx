import type { Wallet } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { type PaymentLimitKind, useSetPaymentLimit } from "../api/set-payment-limit";
import { minimumBoundError, minimumUpperBound, parseLimit } from "../utils/limit-amount";
import { MinimumForecastNote } from "./minimum-forecast-note";
import styles from "./wallet.module.css";

/**
 * One payment limit in BTC, typed as text and sent as integer satoshis (no floating point). The minimum is
 * checked as it is typed against the pool's floor and ceiling and the maximum payment (the contract's field
 * errors, as the server would answer), names its bounds, and says when the balance should reach it. A maximum
 * of 0 means no limit. Server field errors show under the field; Save is off while an error shows.
 */
export function PaymentLimitForm(props: {
  wallet: Wallet;
  kind: PaymentLimitKind;
  now: Date;
  isDeclined: (error: unknown) => boolean;
}) {
  const { wallet, kind } = props;
  const sats = kind === "min" ? wallet.min_payment : wallet.max_payment;
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [text, setText] = useState(() => formatBtc(sats));
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSetPaymentLimit(wallet.id, kind);
  const parsed = parseLimit(text);
  const bounds = {
    floor: wallet.min_payment_floor,
    ceiling: wallet.min_payment_ceiling,
    max: wallet.max_payment,
  };
  const boundError = kind === "min" && parsed.ok ? minimumBoundError(parsed.sats, bounds) : null;
  const localError = !parsed.ok
    ? t(`wallet.limits.${parsed.reason}`)
    : boundError
      ? t(`errors.fields.${boundError}`)
      : null;
  const error = serverError ?? (text.trim() === "" ? null : localError);
  const id = `wallet-${kind}-payment`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok || boundError) return;
    setServerError(null);
    try {
      const amount = await save.mutateAsync(parsed.sats);
      setText(formatBtc(amount));
      toast.show({ type: "success", title: t(`wallet.limits.${kind}Saved`) });
    } catch (failure) {
      const field = fieldErrorOf(failure, "amount");
      if (field) setServerError(t(`errors.fields.${field}`, { defaultValue: field }));
      else reportFailure(failure, t, props.isDeclined);
    }
  };

  const upper = minimumUpperBound(bounds);
  const hint =
    kind === "min"
      ? t(upper.byMax ? "wallet.limits.minHintMax" : "wallet.limits.minHint", {
          floor: formatBtc(bounds.floor, { locale }),
          ceiling: formatBtc(upper.sats, { locale }),
        })
      : sats === 0
        ? t("wallet.limits.noLimit")
        : t("wallet.limits.maxHint");
  const forecastId = `${id}-forecast`;
  const forecastMin = kind === "min" && parsed.ok && error === null ? parsed.sats : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={id}>
      <label className={styles.label} htmlFor={id}>
        {t(`wallet.limits.${kind}`)}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={id}
            className={styles.input}
            value={text}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={[
              `${id}-note`,
              error && kind === "min" && `${id}-bounds`,
              forecastMin !== null && forecastId,
            ]
              .filter(Boolean)
              .join(" ")}
            onChange={(event) => {
              setText(event.target.value);
              setServerError(null);
            }}
          />
          <FieldNote id={`${id}-note`} error={error} hint={hint} />
          {error && kind === "min" && (
            <p id={`${id}-bounds`} className={styles.muted}>
              {hint}
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!parsed.ok || !!error}>
          {t("wallet.limits.save")}
        </Button>
      </div>
      {forecastMin !== null && (
        <MinimumForecastNote id={forecastId} wallet={wallet} minPayment={forecastMin} now={props.now} />
      )}
    </form>
  );
}
