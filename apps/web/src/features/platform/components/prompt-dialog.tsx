import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog";
import styles from "./platform.module.css";

/** The one text a prompt asks for: a line (`mono` for ids) or a few lines (`multiline`). */
export type PromptField = {
  id: string;
  label: string;
  multiline?: boolean;
  mono?: boolean;
  maxLength?: number;
};

/**
 * A platform step that asks before it acts: a title and text, at most one field (empty at each opening), cancel,
 * and a confirm button enabled once `isValid` says so. The server's error shows under the field.
 */
export function PromptDialog(props: {
  open: boolean;
  title: string;
  description: string;
  field?: PromptField;
  isValid: (text: string) => boolean;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: "primary" | "danger";
  confirmTestId: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (text: string) => void;
}) {
  const [text, setText] = useState("");
  useEffect(() => {
    if (props.open) setText("");
  }, [props.open]);
  const { field } = props;
  const input = field && {
    id: field.id,
    className: field.mono ? `${styles.input} ${styles.mono}` : styles.input,
    value: text,
    maxLength: field.maxLength,
    "aria-invalid": props.error ? true : undefined,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="s"
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={props.confirmVariant ?? "primary"}
            loading={props.busy}
            disabled={!props.isValid(text)}
            onClick={() => props.onConfirm(text.trim())}
            data-testid={props.confirmTestId}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {field && input && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={field.id}>
            {field.label}
          </label>
          {field.multiline ? (
            <textarea {...input} rows={3} />
          ) : (
            <input {...input} autoComplete="off" spellCheck={false} />
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
