import { useTranslation } from "react-i18next";
import styles from "./transfers.module.css";

/**
 * An error under a field (or above the button with `form`): our own codes first (`payments.transfers.errors`),
 * then the server's field texts (`errors.fields`) and error codes (`errors.codes`), else the code itself.
 */
export function FieldError(props: { code?: string; id?: string; form?: boolean }) {
  const { t } = useTranslation();
  if (!props.code) return null;
  const text = t(`payments.transfers.errors.${props.code}`, {
    defaultValue: t(props.form ? `errors.codes.${props.code}` : `errors.fields.${props.code}`, {
      defaultValue: props.code,
    }),
  });
  return (
    <p id={props.id} className={styles.error} role="alert" data-testid="transfer-error">
      {text}
    </p>
  );
}
