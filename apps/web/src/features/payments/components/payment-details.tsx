import type { Payment } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/ui/clipboard";
import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/payment-view";
import styles from "./payment-parts.module.css";

/** One copyable value (an address, a transaction id), cut in the middle when narrow. */
function Copyable(props: { label: string; value: string; copyLabel: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.copyable}>
      <span className={styles.muted}>{props.label}</span>
      <code className={styles.code} title={props.value} data-testid={props.testId}>
        {props.value}
      </code>
      <CopyButton value={props.value} label={props.copyLabel} title={t("payments.row.copied")} />
    </span>
  );
}

/**
 * What a payment is about: a reward's day, a payout's address and transaction, a transfer's or share's other
 * account (a referral's masked referred account).
 */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const parts = [];
  // A referral names its referred account masked (al***e): the referrer learns that someone mined, not who.
  const other = payment.counterparty?.account_name ?? payment.referred_account;
  if (other) {
    const key = payment.direction === "outgoing" ? "payments.row.to" : "payments.row.from";
    parts.push(
      <span key="counterparty" data-testid="payment-counterparty">
        {t(key, { name: other })}
      </span>,
    );
  }
  if (payment.settlement_day && payment.sharing)
    parts.push(
      <span key="sharing" data-testid="payment-sharing">
        {t(`payments.row.sharing.${payment.sharing.type}`, {
          percent: payment.sharing.percent,
          day: utcDay(payment.settlement_day, locale),
        })}
      </span>,
    );
  if (payment.settlement_day && (payment.type === "reward" || payment.type === "operator_fee"))
    parts.push(
      <span key="day">
        {t("payments.row.settlementDay", { day: utcDay(payment.settlement_day, locale) })}
      </span>,
    );
  if (payment.address)
    parts.push(
      <Copyable
        key="address"
        label={t("payments.row.address")}
        value={payment.address}
        copyLabel={t("payments.row.copyAddress")}
        testId="payment-address"
      />,
    );
  if (payment.type === "payout")
    parts.push(
      payment.tx_id ? (
        <Copyable
          key="tx"
          label={t("payments.row.txId")}
          value={payment.tx_id}
          copyLabel={t("payments.row.copyTx")}
          testId="payment-tx"
        />
      ) : (
        <span key="tx" className={styles.muted}>
          {t("payments.row.txPending")}
        </span>
      ),
    );
  if (parts.length === 0) return <span className={styles.muted}>—</span>;
  return <span className={styles.details}>{parts}</span>;
}
