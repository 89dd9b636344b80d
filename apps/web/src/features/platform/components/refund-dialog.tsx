import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog";
import styles from "./platform.module.css";

/** Asks for the miner account name a refund goes to; a server error is shown under the field. */
export function RefundDialog(props: {
  open: boolean;
  amount: string;
  day: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (accountName: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  useEffect(() => {
    if (props.open) setName("");
  }, [props.open]);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="s"
      title={t("platform.unallocated.refund.title", { amount: props.amount })}
      description={t("platform.unallocated.refund.text", { day: props.day })}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t("platform.unallocated.refund.cancel")}
          </Button>
          <Button
            loading={props.busy}
            disabled={name.trim() === ""}
            onClick={() => props.onConfirm(name.trim())}
            data-testid="refund-confirm"
          >
            {t("platform.unallocated.refund.confirm")}
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="refund-account">
          {t("platform.unallocated.refund.label")}
        </label>
        <input
          id="refund-account"
          className={styles.input}
          value={name}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
    </Dialog>
  );
}
