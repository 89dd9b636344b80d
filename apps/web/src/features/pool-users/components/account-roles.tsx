import type { PoolUserAccount } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import styles from "./pool-users.module.css";

/** "alice · Owner", one chip per account, in the order the server sends (pool, Control Hub, miners). */
export function AccountRoles({ accounts }: { accounts: PoolUserAccount[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.chips}>
      {accounts.map((a) => (
        <span key={`${a.type}:${a.account_id}`} className={styles.chip} title={t(`users.types.${a.type}`)}>
          <span className={styles.chipName}>{a.name}</span>
          <span className={styles.chipRole}>{t(`users.roles.${a.role}`)}</span>
        </span>
      ))}
    </span>
  );
}

/** The 2FA badge: on (green) or off (amber). */
export function TwoFactorBadge({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-on={on} data-testid="two-factor">
      {on ? t("users.twoFactor.on") : t("users.twoFactor.off")}
    </span>
  );
}
