import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog";
import { isTxId } from "../utils/request-steps";
import styles from "./platform.module.css";

export type DialogStep = "sent" | "fail" | "reverse";

/**
 * The steps that ask before they act: the transaction id of coins sent (64 hex digits), the reason a payout
 * failed, or a confirmation that a reversal returns the amount to the miner's balance.
 */
export function StepDialog(props: {
  step: DialogStep | null;
  amount: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  // Each opening starts empty; the last step's title stays while the dialog animates out.
  const [shown, setShown] = useState<DialogStep>(props.step ?? "sent");
  useEffect(() => {
    if (props.step) {
      setText("");
      setShown(props.step);
    }
  }, [props.step]);
  const step = props.step ?? shown;
  const needsText = step !== "reverse";
  const invalid = step === "sent" ? !isTxId(text) : step === "fail" ? text.trim() === "" : false;
  const close = props.onClose;
  return (
    <Dialog
      open={props.step !== null}
      onClose={close}
      size="s"
      title={t(`platform.payouts.dialog.${step}.title`)}
      description={t(`platform.payouts.dialog.${step}.text`, { amount: props.amount })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("platform.payouts.dialog.cancel")}
          </Button>
          <Button
            variant={step === "sent" ? "primary" : "danger"}
            loading={props.busy}
            disabled={invalid}
            onClick={() => props.onConfirm(text.trim())}
            data-testid="step-confirm"
          >
            {t(`platform.payouts.dialog.${step}.confirm`)}
          </Button>
        </>
      }
    >
      {needsText && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="payout-step-text">
            {t(`platform.payouts.dialog.${step}.label`)}
          </label>
          {step === "sent" ? (
            <input
              id="payout-step-text"
              className={`${styles.input} ${styles.mono}`}
              value={text}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <textarea
              id="payout-step-text"
              className={styles.input}
              value={text}
              rows={3}
              maxLength={500}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </div>
      )}
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
    </Dialog>
  );
}
