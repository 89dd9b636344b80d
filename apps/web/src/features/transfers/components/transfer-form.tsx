import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useToast } from "../../../components/ui/toast";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { useCreateTransfer } from "../api/create-transfer";
import { useMinerBalance } from "../api/get-balance";
import type { TransferAccount } from "../types";
import { checkTransfer, type TransferErrors, transferErrorsOf } from "../utils/transfer-form";
import { FieldError } from "./field-error";
import styles from "./transfers.module.css";

const nameOf = (account: TransferAccount | undefined) => account?.account_name ?? account?.id ?? "";

/**
 * From one miner account to another of the same user: the source balance, an exact BTC amount, field errors. The
 * amount is checked as typed (a blank one once left): its format, 8 decimals, the source balance; a refusal shows
 * under its field until that field changes; Transfer stays disabled while an error shows.
 */
export function TransferForm(props: {
  accounts: TransferAccount[];
  from: string;
  onFrom: (id: string) => void;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const toast = useToast();
  const others = props.accounts.filter((account) => account.id !== props.from);
  const [to, setTo] = useState(others[0]?.id ?? "");
  const [amount, setAmount] = useState("");
  /** The server's refusal, by field (codes, as `FieldError` words them), until that field changes. */
  const [server, setServer] = useState<TransferErrors>({});
  const form = useFormErrors<"to" | "amount">();
  const balance = useMinerBalance(props.from);
  const transfer = useCreateTransfer();
  const target = others.some((account) => account.id === to) ? to : (others[0]?.id ?? "");
  const check = checkTransfer({ from: props.from, to: target, amount }, balance.data?.balance);
  const own: TransferErrors = check.ok ? {} : check.errors;
  const errors: TransferErrors = {
    to: server.to ?? form.shown("to", own.to ?? null, target) ?? undefined,
    amount: server.amount ?? form.shown("amount", own.amount ?? null, amount) ?? undefined,
    form: server.form,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      form.leave("to");
      form.leave("amount");
      return;
    }
    setServer({});
    try {
      await transfer.mutateAsync({ from: check.from, body: check.body });
      toast.show({
        type: "success",
        title: t("payments.transfers.form.done", {
          amount: formatBtc(check.body.amount, { locale }),
          name: nameOf(others.find((account) => account.id === target)),
        }),
      });
      setAmount("");
      form.reset();
    } catch (error) {
      if (props.isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
      else setServer(transferErrorsOf(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="transfer-form">
      <div className={styles.field}>
        <label className={styles.label} htmlFor="transfer-from">
          {t("payments.transfers.form.from")}
        </label>
        <select
          id="transfer-from"
          className={styles.input}
          value={props.from}
          onChange={(event) => {
            props.onFrom(event.target.value);
            setServer({});
          }}
        >
          {props.accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {nameOf(account)}
            </option>
          ))}
        </select>
        <p className={styles.hint} data-testid="transfer-balance">
          {balance.data
            ? t("payments.transfers.form.balance", { amount: formatBtc(balance.data.balance, { locale }) })
            : balance.isError
              ? t("payments.transfers.form.balanceFailed")
              : t("payments.transfers.form.balanceLoading")}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="transfer-to">
          {t("payments.transfers.form.to")}
        </label>
        <select
          id="transfer-to"
          className={styles.input}
          value={target}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={errors.to ? "transfer-to-error" : undefined}
          onChange={(event) => {
            setTo(event.target.value);
            setServer(({ to: _, form: __, ...rest }) => rest);
          }}
        >
          {others.map((account) => (
            <option key={account.id} value={account.id}>
              {nameOf(account)}
            </option>
          ))}
        </select>
        <FieldError id="transfer-to-error" code={errors.to} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="transfer-amount">
          {t("payments.transfers.form.amount")}
        </label>
        <div className={styles.amountRow}>
          <input
            id="transfer-amount"
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00000000"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? "transfer-amount-error" : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              setServer(({ amount: _, form: __, ...rest }) => rest);
            }}
            onBlur={() => form.leave("amount")}
          />
          <Button
            variant="secondary"
            disabled={!balance.data || balance.data.balance <= 0}
            onClick={() => {
              if (!balance.data) return;
              setAmount(formatBtc(balance.data.balance));
              setServer(({ amount: _, form: __, ...rest }) => rest);
            }}
          >
            {t("payments.transfers.form.max")}
          </Button>
        </div>
        <FieldError id="transfer-amount-error" code={errors.amount} />
      </div>
      <FieldError code={errors.form} form />
      <div>
        <Button
          type="submit"
          loading={transfer.isPending}
          disabled={others.length === 0 || form.blocked(own.to, own.amount, server.to, server.amount)}
        >
          {t("payments.transfers.form.submit")}
        </Button>
      </div>
    </form>
  );
}
