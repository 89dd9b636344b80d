import { useState } from "react";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog";
import { FieldNote } from "../../../components/ui/form/field-note";
import { useResetOn } from "../../../components/ui/hooks/use-reset-on";
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
 * and confirm. The field is checked as typed by `check` (what is wrong, in the user's words; a blank field once
 * left); the server's error of the field (`fieldError`) shows under it until it changes (`onEdit`: the caller
 * drops it); confirm stays disabled while either shows. `error`: any other failure, under the field.
 */
export function PromptDialog(props: {
  open: boolean;
  title: string;
  description: string;
  field?: PromptField;
  check: (text: string) => string | null;
  fieldError?: string | null;
  onEdit?: () => void;
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
  const [left, setLeft] = useState(false);
  // Each opening starts empty.
  useResetOn(props.open, () => {
    if (props.open) {
      setText("");
      setLeft(false);
    }
  });
  const { field } = props;
  const own = props.check(text);
  const fieldError = field ? (props.fieldError ?? null) : null;
  const shown = fieldError ?? (own !== null && (text.trim() !== "" || left) ? own : null);
  const input = field && {
    id: field.id,
    className: field.mono ? `${styles.input} ${styles.mono}` : styles.input,
    value: text,
    maxLength: field.maxLength,
    "aria-invalid": shown ? true : undefined,
    "aria-describedby": `${field.id}-note`,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      props.onEdit?.();
    },
    onBlur: () => setLeft(true),
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
            disabled={own !== null || fieldError !== null}
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
          <FieldNote id={`${field.id}-note`} error={shown} hint={null} />
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
