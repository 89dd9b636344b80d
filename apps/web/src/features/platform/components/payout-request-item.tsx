import type { PayoutRequest, PayoutRequestStatus } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { type PayoutStep, usePayoutStep } from "../api/payout-requests";
import { stepsByStatus } from "../utils/request-steps";
import styles from "./platform.module.css";
import { type DialogStep, StepDialog } from "./step-dialog";

const tones: Record<PayoutRequestStatus, BadgeTone> = {
  created: "neutral",
  sent: "warning",
  completed: "success",
  failed: "danger",
  canceled: "neutral",
};

/** One blockchain payout request: who, how much, where, at what fee, its state, and the steps it may take. */
export function PayoutRequestItem({ request, canAct }: { request: PayoutRequest; canAct: boolean }) {
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const step = usePayoutStep(request.id);
  const [dialog, setDialog] = useState<DialogStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = `${formatBtc(request.amount, { locale })} BTC`;

  const take = async (action: PayoutStep) => {
    setError(null);
    try {
      await step.mutateAsync(action);
      setDialog(null);
      toast.show({ type: "success", title: t(`platform.payouts.done.${action.step}`) });
    } catch (failure) {
      const text = isApiError(failure)
        ? t(`errors.codes.${failure.code}`, { defaultValue: failure.message })
        : t("ui.toast.genericError");
      if (dialog) setError(text);
      else toast.show({ type: "error", title: text });
    }
  };
  const confirm = (text: string) => {
    if (dialog === "sent") void take({ step: "sent", tx_id: text });
    else if (dialog === "fail") void take({ step: "fail", reason: text });
    else void take({ step: "reverse" });
  };

  return (
    <li className={styles.request} data-testid="payout-request" data-status={request.status}>
      <div className={styles.requestHead}>
        <span className={styles.account}>{request.account_name}</span>
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
          <dd>
            {formatDate(request.created_at, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
          </dd>
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
                  setError(null);
                  setDialog(name);
                }}
              >
                {t(`platform.payouts.steps.${name}`)}
              </Button>
            ),
          )}
        </div>
      )}
      <StepDialog
        step={dialog}
        amount={amount}
        busy={step.isPending}
        error={error}
        onClose={() => setDialog(null)}
        onConfirm={confirm}
      />
    </li>
  );
}
