import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { type CreatedMiner, createMiner } from "../api/create-miner";
import { fieldErrorText } from "../utils/field-errors";
import styles from "./account-name-form.module.css";

/**
 * `/auth/name`: lowercase Latin letters and digits (3 to 32); the server's field errors under the field. A
 * `promocode` (from the sign-up link) goes with the name; the answer says what became of it.
 */
export function AccountNameForm({
  onCreated,
  promocode,
}: {
  onCreated: (created: CreatedMiner) => void | Promise<void>;
  promocode?: string | null;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const message = fieldErrorText(t, error, "account_name");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCreated(await createMiner(name.trim(), promocode));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="account_name">
          {t("auth.name.label")}
        </label>
        <input
          id="account_name"
          name="account_name"
          className={styles.input}
          value={name}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          ref={input}
          aria-invalid={message ? true : undefined}
          aria-describedby="account_name-hint"
          onChange={(event) => setName(event.target.value.toLowerCase())}
        />
        <p
          id="account_name-hint"
          className={message ? styles.error : styles.hint}
          role={message ? "alert" : undefined}
        >
          {message ?? t("auth.name.hint")}
        </p>
      </div>
      <Button type="submit" block loading={busy} disabled={name.trim() === ""}>
        {t("auth.name.submit")}
      </Button>
    </form>
  );
}
