import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useFeeVisibility } from "../api/get-fee-visibility";
import { useSetFeeVisibility } from "../api/set-fee-visibility";
import styles from "./customer-form.module.css";

/** The operator's switch: whether the customer's own users see the operator's fee (`total_fee_hide`). */
export function FeeVisibilityToggle(props: {
  operatorId: string;
  minerId: string;
  canChange: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const current = useFeeVisibility(props.operatorId, props.minerId);
  const set = useSetFeeVisibility(props.operatorId, props.minerId);
  if (current.isPending) return <Spinner size={20} label={t("customers.list.loading")} />;
  if (!current.data) return null;
  const hidden = current.data.total_fee_hide;
  const change = async (hide: boolean) => {
    try {
      await set.mutateAsync(hide);
      toast.show({
        type: "success",
        title: hide ? t("customers.feeVisibility.hidden") : t("customers.feeVisibility.shown"),
      });
    } catch (error) {
      reportFailure(error, t, props.isDeclined);
    }
  };
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        data-testid="fee-hide-toggle"
        checked={hidden}
        disabled={!props.canChange || set.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
      {t("customers.feeVisibility.label")}
    </label>
  );
}
