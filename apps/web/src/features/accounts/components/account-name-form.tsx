import { accountNameMaxLength, accountNameProblem } from "@pithead/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { isApiError } from "../../../lib/api-client";
import { type CreatedMiner, createMiner } from "../api/create-miner";
import { accountNameHint, accountNameMessage } from "../utils/account-name-rule";
import { fieldErrorText } from "../utils/field-errors";
import styles from "./account-name-form.module.css";

/**
 * `/auth/name`: the account-name rule (contract `accountNameProblem`) checked as the user types, once a letter
 * is typed or the field is left; the submit waits for a valid name. The server's field errors show under the
 * field in the same words. A `promocode` (from the sign-up link) goes with the name; the answer says what
 * became of it.
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
  const [left, setLeft] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const problem = accountNameProblem(name.trim());
  const serverField = isApiError(error)
    ? error.fields.find((item) => item.name === "account_name")
    : undefined;
  const message = serverField
    ? accountNameMessage(t, serverField.text)
    : error
      ? fieldErrorText(t, error, "account_name")
      : problem && (left || name !== "")
        ? accountNameMessage(t, problem)
        : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setLeft(true);
      return;
    }
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
          maxLength={accountNameMaxLength}
          ref={input}
          aria-invalid={message ? true : undefined}
          aria-describedby="account_name-hint"
          onBlur={() => setLeft(true)}
          onChange={(event) => {
            setName(event.target.value.toLowerCase());
            setError(null);
          }}
        />
        <p
          id="account_name-hint"
          className={message ? styles.error : styles.hint}
          role={message ? "alert" : undefined}
        >
          {message ?? accountNameHint(t)}
        </p>
      </div>
      <Button type="submit" block loading={busy} disabled={problem !== null}>
        {t("auth.name.submit")}
      </Button>
    </form>
  );
}
