import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import styles from "./wallet.module.css";

/** Said whenever payouts wait for a changed address (SPEC section 5: a new wallet pauses payouts for a day). */
export function PauseNotice({ until }: { until: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const time = formatDate(until, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return (
    <p className={styles.notice} role="status" data-testid="payout-pause">
      {t("wallet.paused", { time })}
    </p>
  );
}
