import { useTranslation } from "react-i18next";
import type { Permission } from "../../../features/accounts/types";
import styles from "./account-summary.module.css";

function accountName(account: Permission): string {
  const byType = { pool: account.pool_name, operator: account.operator_name, miner: account.account_name };
  return (account.type === "platform" ? undefined : byType[account.type]) ?? account.id;
}

/** The active account and the signed-in e-mail, at the bottom of the sidebar. */
export function AccountSummary({ email, account }: { email: string; account: Permission | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      {account && (
        <p className={styles.account}>
          <span className={styles.name}>{accountName(account)}</span>
          <span className={styles.type}>{t(`app.accountTypes.${account.type}`)}</span>
        </p>
      )}
      <p className={styles.email}>{t("app.signedInAs", { email })}</p>
    </div>
  );
}
