import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import styles from "./pool-users.module.css";

/** Translates a failed action: the second factor declined, a product error code, or the generic toast. */
export function useActionErrors(isDeclined: (error: unknown) => boolean) {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
    else if (isApiError(error) && error.code === "invalid_state")
      toast.show({ type: "error", title: t("users.errors.refused"), description: error.message });
    else if (isApiError(error))
      toast.show({ type: "error", title: t(`errors.codes.${error.code}`, { defaultValue: error.message }) });
    else toast.showGenericError();
  };
}

/**
 * A button that asks first: a dialog with the consequences, then runs the action (errors as toasts). With
 * `unavailable`, the button is disabled and that text says why, beside it.
 */
export function ConfirmAction(props: {
  label: ReactNode;
  title: string;
  text: string;
  confirm: string;
  variant?: "secondary" | "danger";
  size?: "s" | "m";
  testId?: string;
  unavailable?: string | null;
  isDeclined: (error: unknown) => boolean;
  run: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = useActionErrors(props.isDeclined);
  const hintId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await props.run();
      setOpen(false);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      variant={props.variant ?? "secondary"}
      size={props.size ?? "s"}
      onClick={() => setOpen(true)}
      disabled={Boolean(props.unavailable)}
      aria-describedby={props.unavailable ? hintId : undefined}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
  return (
    <>
      {props.unavailable ? (
        <span className={styles.unavailable}>
          {button}
          <span
            id={hintId}
            className={styles.unavailableHint}
            data-testid={props.testId && `${props.testId}-hint`}
          >
            {props.unavailable}
          </span>
        </span>
      ) : (
        button
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="s"
        title={props.title}
        description={props.text}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("users.cancel")}
            </Button>
            <Button
              variant={props.variant === "danger" ? "danger" : "primary"}
              loading={busy}
              onClick={confirm}
            >
              {props.confirm}
            </Button>
          </>
        }
      />
    </>
  );
}
