import type { WalletAddress } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/ui/clipboard";
import styles from "./wallet.module.css";

/** The address payouts go to, with a copy button; or a sentence saying there is none yet. */
export function CurrentAddress({ address }: { address: WalletAddress | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>{t("wallet.current.title")}</h3>
      {address ? (
        <div className={styles.address}>
          <code className={styles.code} data-testid="wallet-address">
            {address.address}
          </code>
          <CopyButton
            value={address.address}
            label={t("wallet.current.copy")}
            title={t("wallet.current.copied")}
          />
        </div>
      ) : (
        <p className={styles.muted}>{t("wallet.current.none")}</p>
      )}
    </div>
  );
}
