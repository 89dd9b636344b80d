import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon";
import styles from "./payment-parts.module.css";

const labels = {
  reward: { show: "payments.row.showDetails", hide: "payments.row.hideDetails" },
  feeIncome: { show: "payments.feeIncome.show", hide: "payments.feeIncome.hide" },
} as const;

/** Opens and closes what a row holds: a reward's day figures, or a day's fee income by customer. */
export function ExpandButton(props: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  kind?: keyof typeof labels;
}) {
  const { t } = useTranslation();
  const label = labels[props.kind ?? "reward"];
  return (
    <button
      type="button"
      className={styles.expand}
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={t(props.open ? label.hide : label.show)}
      data-testid="payment-expand"
      onClick={props.onToggle}
    >
      <Icon name="chevron-down" size={16} />
    </button>
  );
}
