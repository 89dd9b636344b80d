import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import type { TransferAccount } from "../types";
import { RecentTransfers } from "./recent-transfers";
import { TransferForm } from "./transfer-form";
import styles from "./transfers.module.css";

/** The empty state's texts by the active account's type: a Control Hub's or a pool's differ from a miner's. */
const singleKeys = {
  miner: "payments.transfers.single",
  operator: "payments.transfers.single.operator",
  pool: "payments.transfers.single.pool",
} as const;

/**
 * Transfers between the user's own miner accounts: the form (from the active miner account when it is one)
 * and the source account's recent transfers. Fewer than two such accounts leave nowhere to move money to: it
 * says so, for a Control Hub or a pool account that their customers' or miners' balances are not theirs to move.
 */
export function TransfersView(props: {
  accounts: TransferAccount[];
  activeId: string | null;
  /** The active account's type (default: a miner's texts). */
  accountType?: keyof typeof singleKeys;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const initial = props.accounts.find((account) => account.id === props.activeId) ?? props.accounts[0];
  const [from, setFrom] = useState(initial?.id ?? "");
  if (props.accounts.length < 2) {
    const texts = singleKeys[props.accountType ?? "miner"];
    return <EmptyState icon="transfers" title={t(`${texts}.title`)} description={t(`${texts}.text`)} />;
  }
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
