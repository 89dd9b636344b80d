import { useTranslation } from "react-i18next";
import type { Permission } from "../../../features/accounts/types";
import { accountName } from "../../../features/accounts/utils/account-name";
import styles from "./account-summary.module.css";

/** The active account and the signed-in e-mail, at the bottom of the sidebar. */
export function AccountSummary({ email, account }: { email: string; account: Permission | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      {account && (
        <p className={styles.account}>
          <span className={styles.name}>{accountName(account, t("app.accountTypes.platform"))}</span>
          {account.type !== "platform" && (
            <span className={styles.type}>{t(`app.accountTypes.${account.type}`)}</span>
          )}
        </p>
      )}
      <p className={styles.email}>{t("app.signedInAs", { email })}</p>
    </div>
  );
}
