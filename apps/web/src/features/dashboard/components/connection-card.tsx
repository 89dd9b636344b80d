import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/ui/clipboard";
import { useMiner } from "../api/get-miner";
import { useRandomWorkerName } from "../api/get-random-worker-name";
import styles from "./connection-card.module.css";

/**
 * ASIC connection parameters of a miner: up to 3 stratum addresses (each with a copy button), the worker name
 * `<account_name>.<worker>` with an example, the password, and the prompt to add another pool as the 3rd
 * address for an emergency backup (only while the pool leaves that slot free: fewer than 3 addresses).
 */
export function ConnectionCard({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const miner = useMiner(minerId);
  const suggestion = useRandomWorkerName();
  if (!miner.data) return null;
  const { account_name: account, stratum_addresses: addresses } = miner.data;
  const example = suggestion.data ? `${account}.${suggestion.data}` : null;
  return (
    <section className={styles.card} aria-labelledby="connection-card-title">
      <header>
        <h2 id="connection-card-title" className={styles.title}>
          {t("dashboard.connection.title")}
        </h2>
        <p className={styles.muted}>{t("dashboard.connection.text")}</p>
      </header>
      {addresses.length === 0 && <p className={styles.muted}>{t("dashboard.connection.noAddresses")}</p>}
      <dl className={styles.list}>
        {addresses.slice(0, 3).map((address, index) => (
          <div key={address} className={styles.row} data-testid="stratum-address">
            <dt>{t("dashboard.connection.address", { number: index + 1 })}</dt>
            <dd className={styles.value}>
              <code className={styles.code}>{address}</code>
              <CopyButton
                value={address}
                label={t("dashboard.connection.copyAddress")}
                title={t("dashboard.connection.addressCopied")}
              />
            </dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t("dashboard.connection.worker")}</dt>
          <dd className={styles.stack}>
            <code className={styles.code}>
              {account}.&lt;{t("dashboard.connection.workerPlaceholder")}&gt;
            </code>
            <span className={styles.muted}>{t("dashboard.connection.workerHint")}</span>
            {example && (
              <span className={styles.value} data-testid="worker-example">
                <span className={styles.muted}>{t("dashboard.connection.example")}</span>
                <code className={styles.code}>{example}</code>
                <CopyButton
                  value={example}
                  label={t("dashboard.connection.copyWorker")}
                  title={t("dashboard.connection.workerCopied")}
                />
              </span>
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t("dashboard.connection.password")}</dt>
          <dd>{t("dashboard.connection.passwordValue")}</dd>
        </div>
      </dl>
      {addresses.length > 0 && addresses.length < 3 && (
        <p className={styles.backup} data-testid="backup-prompt">
          <strong>{t("dashboard.connection.backupTitle")}</strong> {t("dashboard.connection.backup")}
        </p>
      )}
    </section>
  );
}
