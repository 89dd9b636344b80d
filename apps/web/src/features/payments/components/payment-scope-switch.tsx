import { type OperatorPaymentScope, operatorPaymentScopes } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import styles from "./payment-scope-switch.module.css";

/** An operator's two lists: its customers' payments, or its own fee income and payouts. */
export function PaymentScopeSwitch(props: {
  value: OperatorPaymentScope;
  onChange: (scope: OperatorPaymentScope) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.switch} data-testid="payments-scope">
      <legend className="visually-hidden">{t("payments.scope.label")}</legend>
      {operatorPaymentScopes.map((scope) => (
        <button
          key={scope}
          type="button"
          className={styles.option}
          aria-pressed={props.value === scope}
          data-scope={scope}
          onClick={() => props.onChange(scope)}
        >
          {t(`payments.scope.${scope}`)}
        </button>
      ))}
    </fieldset>
  );
}
