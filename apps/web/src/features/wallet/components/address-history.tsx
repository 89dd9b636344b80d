import type { WalletAddress } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import styles from "./wallet.module.css";

/** Every address the wallet had, newest first: when it was set, and when it could first be paid. */
export function AddressHistory({ addresses }: { addresses: WalletAddress[] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const when = (at: string) => formatDate(at, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>{t("wallet.history.title")}</h3>
      {addresses.length === 0 ? (
        <p className={styles.muted}>{t("wallet.history.empty")}</p>
      ) : (
        <ul className={styles.history}>
          {addresses.map((item) => (
            <li key={item.id} className={styles.item} data-testid="wallet-history-item">
              <span className={styles.address}>
                <code className={styles.code}>{item.address}</code>
                {item.current && <span className={styles.badge}>{t("wallet.history.current")}</span>}
              </span>
              <span className={styles.muted}>
                {t("wallet.history.set", { when: when(item.created_at) })} ·{" "}
                {t("wallet.history.payable", { when: when(item.paused_until) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
