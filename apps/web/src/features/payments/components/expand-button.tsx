import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon";
import styles from "./payment-parts.module.css";

/** Opens and closes a reward's day figures. */
export function ExpandButton(props: { open: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.expand}
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={t(props.open ? "payments.row.hideDetails" : "payments.row.showDetails")}
      data-testid="payment-expand"
      onClick={props.onToggle}
    >
      <Icon name="chevron-down" size={16} />
    </button>
  );
}
