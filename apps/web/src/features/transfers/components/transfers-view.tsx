import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import type { TransferAccount } from "../types";
import { RecentTransfers } from "./recent-transfers";
import { TransferForm } from "./transfer-form";
import styles from "./transfers.module.css";

/**
 * Transfers between the user's own miner accounts: the form (from the active miner account when it is one)
 * and the source account's recent transfers. One miner account has nowhere to move money to: it says so.
 */
export function TransfersView(props: {
  accounts: TransferAccount[];
  activeId: string | null;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const initial = props.accounts.find((account) => account.id === props.activeId) ?? props.accounts[0];
  const [from, setFrom] = useState(initial?.id ?? "");
  if (props.accounts.length < 2)
    return (
      <EmptyState
        icon="transfers"
        title={t("payments.transfers.single.title")}
        description={t("payments.transfers.single.text")}
      />
    );
  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby="transfer-form-title">
        <h2 id="transfer-form-title" className={styles.cardTitle}>
          {t("payments.transfers.form.title")}
        </h2>
        <TransferForm
          key={from}
          accounts={props.accounts}
          from={from}
          onFrom={setFrom}
          isDeclined={props.isDeclined}
        />
      </section>
      <RecentTransfers minerId={from} />
    </div>
  );
}
