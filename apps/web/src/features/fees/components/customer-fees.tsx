import { useTranslation } from "react-i18next";
import { useCustomerFees } from "../api/get-customer-fees";
import { CustomerFeeForm } from "./customer-fee-form";
import { CustomerFeeList } from "./customer-fee-list";
import styles from "./fees.module.css";

/** An operator's fees for one customer: the periods so far and the form to add one. */
export function CustomerFees({ operatorId, minerId }: { operatorId: string; minerId: string }) {
  const { t } = useTranslation();
  const fees = useCustomerFees(operatorId, minerId);
  return (
    <div className={styles.root} data-testid="customer-fees">
      {fees.data && <CustomerFeeList fees={fees.data} />}
      {fees.isError && (
        <p className={styles.error} role="alert">
          {t("fees.failed")}
        </p>
      )}
      <CustomerFeeForm operatorId={operatorId} minerId={minerId} />
    </div>
  );
}
