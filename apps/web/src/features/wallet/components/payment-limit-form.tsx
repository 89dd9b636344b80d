import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { formatBtc } from "../../../lib/btc-amount";
import { type PaymentLimitKind, useSetPaymentLimit } from "../api/set-payment-limit";
import { parseLimit } from "../utils/limit-amount";
import styles from "./wallet.module.css";

/**
 * One payment limit in BTC, typed as text and sent as integer satoshis (no floating point). The minimum names
 * the pool's floor; a maximum of 0 means no limit. Server field errors show under the field.
 */
export function PaymentLimitForm(props: {
  walletId: string;
  kind: PaymentLimitKind;
  sats: number;
  floorSats: number;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatBtc(props.sats));
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSetPaymentLimit(props.walletId, props.kind);
  const parsed = parseLimit(text);
  const localError = parsed.ok ? null : t(`wallet.limits.${parsed.reason}`);
  const error = serverError ?? (text.trim() === "" ? null : localError);
  const id = `wallet-${props.kind}-payment`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) return;
    setServerError(null);
    try {
      const amount = await save.mutateAsync(parsed.sats);
      setText(formatBtc(amount));
      toast.show({ type: "success", title: t(`wallet.limits.${props.kind}Saved`) });
    } catch (failure) {
      const field = fieldErrorOf(failure, "amount");
      if (field) setServerError(t(`errors.fields.${field}`, { defaultValue: field }));
      else reportFailure(failure, t, props.isDeclined);
    }
  };

  const hint =
    props.kind === "min"
      ? t("wallet.limits.minHint", { floor: formatBtc(props.floorSats) })
      : props.sats === 0
        ? t("wallet.limits.noLimit")
        : t("wallet.limits.maxHint");
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={id}>
      <label className={styles.label} htmlFor={id}>
        {t(`wallet.limits.${props.kind}`)}
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
            aria-describedby={`${id}-note`}
            onChange={(event) => {
              setText(event.target.value);
              setServerError(null);
            }}
          />
          <FieldNote id={`${id}-note`} error={error} hint={hint} />
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!parsed.ok}>
          {t("wallet.limits.save")}
        </Button>
      </div>
    </form>
  );
}
