import { type AccessRole, accessEmailMaxLength } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import type { AccessTarget } from "../api/access-path";
import { grantAccess } from "../api/grant-access";
import { fieldErrorOf, toastAccessError } from "../utils/access-error";
import { grantableRoles } from "../utils/access-rules";
import styles from "./access.module.css";

/** E-mail and role: an existing user gets access at once, anyone else an invitation by e-mail. */
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
  const [errors, setErrors] = useState<{ email: string | null; role: string | null }>({
    email: null,
    role: null,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") {
      setErrors({ email: t("errors.fields.required"), role: null });
      return;
    }
    setBusy(true);
    setErrors({ email: null, role: null });
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
      props.onChanged();
    } catch (error) {
      const next = { email: fieldErrorOf(t, error, "email"), role: fieldErrorOf(t, error, "role") };
      if (next.email || next.role) setErrors(next);
      else toastAccessError(t, error, props.isDeclined);
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
            onChange={(event) => setEmail(event.target.value)}
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
            onChange={(event) => setRole(event.target.value as AccessRole)}
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
        <Button type="submit" loading={busy}>
          {t("access.grant.submit")}
        </Button>
      </div>
    </form>
  );
}
