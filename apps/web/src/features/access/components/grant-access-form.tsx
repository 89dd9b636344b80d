import { type AccessRole, accessEmailMaxLength, accessGrantBodySchema } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { schemaError, useFormErrors } from "../../../lib/form-errors";
import type { AccessTarget } from "../api/access-path";
import { grantAccess } from "../api/grant-access";
import { toastAccessError } from "../utils/access-error";
import { grantableRoles } from "../utils/access-rules";
import styles from "./access.module.css";

/**
 * E-mail and role: an existing user gets access at once, anyone else an invitation by e-mail. The e-mail is
 * checked as typed with the contract's schema; Give access stays disabled while an error shows.
 */
export function GrantAccessForm(props: {
  target: AccessTarget;
  callerRole: string | undefined;
  isDeclined: (error: unknown) => boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const roles = grantableRoles(props.callerRole);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AccessRole>("viewer");
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<"email" | "role">();
  const emailOwn = schemaError(t, accessGrantBodySchema.shape.email, email);
  const errors = { email: form.shown("email", emailOwn, email), role: form.serverError("role") };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailOwn) return form.leave("email");
    setBusy(true);
    try {
      const result = await grantAccess(props.target, { email: email.trim(), role });
      toast.show({
        type: "success",
        title:
          result.result === "granted"
            ? t("access.grant.granted", { email: email.trim() })
            : t("access.grant.invited", { email: email.trim() }),
      });
      setEmail("");
      form.reset();
      props.onChanged();
    } catch (error) {
      if (!form.takeServer(t, error, { email: "email", role: "role" }))
        toastAccessError(t, error, props.isDeclined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="grant-access">
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="access-email">
            {t("access.grant.email")}
          </label>
          <input
            id="access-email"
            className={styles.input}
            type="email"
            autoComplete="off"
            value={email}
            maxLength={accessEmailMaxLength}
            placeholder={t("access.grant.emailPlaceholder")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="access-email-note"
            onChange={(event) => {
              setEmail(event.target.value);
              form.edit("email");
            }}
            onBlur={() => form.leave("email")}
          />
          <FieldNote id="access-email-note" error={errors.email} hint={t("access.grant.emailHint")} />
        </div>
        <div className={styles.fieldNarrow}>
          <label className={styles.label} htmlFor="access-role">
            {t("access.grant.role")}
          </label>
          <select
            id="access-role"
            className={styles.input}
            value={role}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby="access-role-note"
            onChange={(event) => {
              setRole(event.target.value as AccessRole);
              form.edit("role");
            }}
          >
            {roles.map((item) => (
              <option key={item} value={item}>
                {t(`access.roles.${item}`)}
              </option>
            ))}
          </select>
          <FieldNote id="access-role-note" error={errors.role} hint={t(`access.roleHints.${role}`)} />
        </div>
      </div>
      <div>
        <Button type="submit" loading={busy} disabled={form.blocked(emailOwn)}>
          {t("access.grant.submit")}
        </Button>
      </div>
    </form>
  );
}
