import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { codeFields, type SecondFactorMethod } from "../utils/dialog-state";
import styles from "./two-factor.module.css";

export type CodeViewProps = {
  method: SecondFactorMethod;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onChooseAnother: () => void;
};

/** The code view: a one-time code field (6 digits for the authenticator app), autofocused, and "choose another method". */
export function CodeView({ method, error, busy, onSubmit, onChooseAnother }: CodeViewProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const field = method === "webauthn" ? null : codeFields[method];
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form className={styles.form} onSubmit={onFormSubmit} noValidate>
      <p className={styles.text}>{t(`auth.secondFactor.prompt.${method}`)}</p>
      {field && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="second-factor-code">
            {t(`auth.secondFactor.codeLabel.${method}`)}
          </label>
          <input
            id="second-factor-code"
            name={field.name}
            className={styles.input}
            value={code}
            inputMode={field.numeric ? "numeric" : "text"}
            pattern={field.numeric ? `[0-9]{${field.length}}` : `[a-z0-9]{${field.length}}`}
            maxLength={field.length}
            autoComplete="one-time-code"
            ref={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "second-factor-error" : undefined}
            onChange={(event) =>
              setCode(
                field.numeric ? event.target.value.replace(/\D/g, "") : event.target.value.toLowerCase(),
              )
            }
          />
          {error && (
            <p id="second-factor-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      {!field && error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        type="submit"
        block
        loading={busy}
        disabled={field ? code.trim().length !== field.length : false}
      >
        {method === "webauthn" ? t("auth.secondFactor.useKey") : t("auth.secondFactor.verify")}
      </Button>
      <Button variant="ghost" block onClick={onChooseAnother}>
        {t("auth.secondFactor.chooseAnother")}
      </Button>
    </form>
  );
}

/** The method list: a description and one button per method the identity has. */
export function MethodList({
  methods,
  onPick,
}: {
  methods: readonly SecondFactorMethod[];
  onPick: (method: SecondFactorMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <p className={styles.text}>{t("auth.secondFactor.chooseMethod")}</p>
      {methods.map((method) => (
        <Button key={method} variant="secondary" block onClick={() => onPick(method)}>
          {t(`auth.secondFactor.methods.${method}`)}
        </Button>
      ))}
    </div>
  );
}
