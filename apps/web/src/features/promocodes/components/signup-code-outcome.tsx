import type { SignupCodeOutcome } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { percentText, periodText } from "../utils/period-text";
import styles from "./apply-promocode.module.css";

/**
 * What became of the code sent with the name step: a promo code's fee period, a referral's dates, or why it did
 * not apply (the account exists either way).
 */
export function SignupCodeOutcomeNotice({ outcome }: { outcome: SignupCodeOutcome }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  if (outcome.applied && outcome.start_date) {
    const period = periodText(t, formatters, outcome.start_date, outcome.end_date);
    const text =
      outcome.kind === "referral"
        ? t("promocodes.signup.referralApplied", { code: outcome.code, period })
        : t("promocodes.apply.applied", {
            code: outcome.code,
            percent: percentText(formatters, outcome.fee_percent ?? "0"),
            period,
          });
    return (
      <p className={styles.success} role="status" data-testid="signup-code-outcome">
        {text}
      </p>
    );
  }
  const reason = outcome.reason ?? "not_found";
  const why = t(`promocodes.signup.reasons.${reason}`, {
    defaultValue: t(`errors.fields.${reason}`, {
      defaultValue: t("promocodes.signup.reasons.internal_error"),
    }),
  });
  return (
    <p className={styles.error} role="alert" data-testid="signup-code-outcome">
      {t("promocodes.signup.notApplied", { code: outcome.code, reason: why })}
    </p>
  );
}
