import {
  type PayoutRequest,
  type PayoutRequestStatus,
  payoutFailedBodySchema,
  payoutSentBodySchema,
} from "@pithead/contract";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { formatBtc } from "../../../lib/btc-amount";
import { schemaError } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { utcDateTimeOptions } from "../../../lib/i18n-format";
import { type PayoutStep, usePayoutStep } from "../api/payout-requests";
import { stepsByStatus } from "../utils/request-steps";
import styles from "./platform.module.css";
import { PromptDialog, type PromptField } from "./prompt-dialog";

const tones: Record<PayoutRequestStatus, BadgeTone> = {
  created: "neutral",
  sent: "warning",
  completed: "success",
  failed: "danger",
  canceled: "neutral",
};

/** The steps that ask before they act: the transaction id of coins sent, the reason it failed, or a reversal. */
type DialogStep = "sent" | "fail" | "reverse";

const fields: Record<DialogStep, Omit<PromptField, "label"> | undefined> = {
  sent: { id: "payout-step-text", mono: true },
  fail: { id: "payout-step-text", multiline: true, maxLength: 500 },
  reverse: undefined,
};

/** Each dialog's field as the server names it, and its check by the contract's schema (null: it passes). */
const names: Record<DialogStep, string | null> = { sent: "tx_id", fail: "reason", reverse: null };
const checks: Record<DialogStep, (t: TFunction, text: string) => string | null> = {
  sent: (t, text) =>
    schemaError(t, payoutSentBodySchema.shape.tx_id, text.trim(), {
      pattern: t("platform.payouts.dialog.sent.invalid"),
    }),
  fail: (t, text) => schemaError(t, payoutFailedBodySchema.shape.reason, text),
  reverse: () => null,
};

/**
 * One blockchain payout request: who (a miner account, or "Operator <name>" for a Control Hub's fee income), how
 * much, where, at what fee, its state, and the steps it may take.
 */
export function PayoutRequestItem(props: {
  request: PayoutRequest;
  canAct: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { request, canAct, isDeclined } = props;
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const step = usePayoutStep(request.id);
  // The last step stays while the dialog animates out.
  const [dialog, setDialog] = useState<{ step: DialogStep; open: boolean }>({ step: "sent", open: false });
  const amount = `${formatBtc(request.amount, { locale })} BTC`;
  // A failed step of the dialog shows in it (a declined second factor is told by a toast instead): a field's
  // error under the field, in its words; anything else below it.
  const name = names[dialog.step];
  const fieldCode = dialog.open && name ? fieldErrorOf(step.error, name) : null;
  const fieldError = fieldCode
    ? fieldCode === "match_invalid" && dialog.step === "sent"
      ? t("platform.payouts.dialog.sent.invalid")
      : t(`errors.fields.${fieldCode}`, { defaultValue: fieldCode })
    : null;
  const error =
    dialog.open && !fieldCode && step.error && !isDeclined(step.error)
      ? isApiError(step.error)
        ? t(`errors.codes.${step.error.code}`, { defaultValue: step.error.message })
        : t("ui.toast.genericError")
      : null;

  const take = async (action: PayoutStep) => {
    try {
      await step.mutateAsync(action);
      setDialog((current) => ({ ...current, open: false }));
      toast.show({ type: "success", title: t(`platform.payouts.done.${action.step}`) });
    } catch (failure) {
      if (action.step === "complete" || action.step === "resend" || isDeclined(failure))
        reportFailure(failure, t, isDeclined);
    }
  };
  const confirm = (text: string) => {
    if (dialog.step === "sent") void take({ step: "sent", tx_id: text });
    else if (dialog.step === "fail") void take({ step: "fail", reason: text });
    else void take({ step: "reverse" });
  };
  const field = fields[dialog.step];

  return (
    <li className={styles.request} data-testid="payout-request" data-status={request.status}>
      <div className={styles.requestHead}>
        <span className={styles.account} data-testid="payout-request-owner" data-owner={request.owner_type}>
          {request.owner_type === "operator"
            ? t("platform.payouts.request.operator", { name: request.account_name })
            : request.account_name}
        </span>
        <span className={styles.amount}>{amount}</span>
        <StatusPill tone={tones[request.status]} status={request.status} testId="payout-request-status">
          {t(`platform.payouts.statuses.${request.status}`)}
        </StatusPill>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t("platform.payouts.request.address")}</dt>
          <dd className={styles.mono}>{request.address}</dd>
        </div>
        <div>
          <dt>{t("platform.payouts.request.fee")}</dt>
          <dd>
            {t(`platform.payouts.levels.${request.fee_level}`)} ·{" "}
            {t("platform.payouts.satPerVbyte", { value: formatNumber(request.fee_per_vbyte) })}
          </dd>
        </div>
        <div>
          <dt>{t("platform.payouts.request.created")}</dt>
          <dd>{formatDate(request.created_at, utcDateTimeOptions)} UTC</dd>
        </div>
        {request.tx_id && (
          <div>
            <dt>{t("platform.payouts.request.txId")}</dt>
            <dd className={styles.mono} data-testid="payout-request-tx">
              {request.tx_id}
            </dd>
          </div>
        )}
        {request.failure_reason && (
          <div>
            <dt>{t("platform.payouts.request.reason")}</dt>
            <dd>{request.failure_reason}</dd>
          </div>
        )}
      </dl>
      {canAct && stepsByStatus[request.status].length > 0 && (
        <div className={styles.actions}>
          {stepsByStatus[request.status].map((name) =>
            name === "complete" || name === "resend" ? (
              <Button
                key={name}
                size="s"
                variant="secondary"
                loading={step.isPending && step.variables?.step === name}
                onClick={() => void take({ step: name })}
              >
                {t(`platform.payouts.steps.${name}`)}
              </Button>
            ) : (
              <Button
                key={name}
                size="s"
                variant={name === "sent" ? "primary" : "ghost"}
                onClick={() => {
                  step.reset();
                  setDialog({ step: name, open: true });
                }}
              >
                {t(`platform.payouts.steps.${name}`)}
              </Button>
            ),
          )}
        </div>
      )}
      <PromptDialog
        open={dialog.open}
        title={t(`platform.payouts.dialog.${dialog.step}.title`)}
        description={t(`platform.payouts.dialog.${dialog.step}.text`, { amount })}
        field={field && { ...field, label: t(`platform.payouts.dialog.${dialog.step}.label`) }}
        check={(text) => checks[dialog.step](t, text)}
        fieldError={fieldError}
        onEdit={() => step.error && step.reset()}
        cancelLabel={t("platform.payouts.dialog.cancel")}
        confirmLabel={t(`platform.payouts.dialog.${dialog.step}.confirm`)}
        confirmVariant={dialog.step === "sent" ? "primary" : "danger"}
        confirmTestId="step-confirm"
        busy={step.isPending}
        error={error}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onConfirm={confirm}
      />
    </li>
  );
}
