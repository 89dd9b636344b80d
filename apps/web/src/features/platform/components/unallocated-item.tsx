import { type UnallocatedFunds, unallocatedRefundBodySchema } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { formatBtc } from "../../../lib/btc-amount";
import { schemaError } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { utcDateTimeOptions } from "../../../lib/i18n-format";
import { useRefundUnallocated } from "../api/unallocated-funds";
import styles from "./platform.module.css";
import { PromptDialog } from "./prompt-dialog";

/** One day's unallocated funds of an unknown account name: its figures, its state, and the refund. */
export function UnallocatedItem(props: {
  funds: UnallocatedFunds;
  canRefund: boolean;
  isDeclined: (error: unknown) => boolean;
}) {
  const { funds } = props;
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const refund = useRefundUnallocated(funds.id);
  const [open, setOpen] = useState(false);
  // A name no miner of the pool has (or another field error) is told under the field; other failures close the
  // dialog and are told by a toast.
  const code = open ? fieldErrorOf(refund.error, "account_name") : null;
  const fieldError = code
    ? code === "not_found"
      ? t("platform.unallocated.refund.notFound")
      : t(`errors.fields.${code}`, { defaultValue: code })
    : null;
  const btc = (sats: number) => `${formatBtc(sats, { locale })} BTC`;
  const day = formatDate(`${funds.day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });

  const confirm = async (accountName: string) => {
    try {
      const done = await refund.mutateAsync(accountName);
      setOpen(false);
      toast.show({
        type: "success",
        title: t("platform.unallocated.refund.done", { account: done.refund?.account_name ?? accountName }),
      });
    } catch (failure) {
      if (!fieldErrorOf(failure, "account_name")) {
        setOpen(false);
        reportFailure(failure, t, props.isDeclined);
      }
    }
  };

  return (
    <li className={styles.request} data-testid="unallocated-item" data-status={funds.status}>
      <div className={styles.requestHead}>
        <span className={`${styles.account} ${styles.mono}`} title={t("platform.unallocated.item.account")}>
          {funds.account_name}
        </span>
        <span className={styles.amount} data-testid="unallocated-amount">
          {btc(funds.amount)}
        </span>
        <StatusPill
          tone={funds.status === "refunded" ? "success" : "warning"}
          status={funds.status}
          testId="unallocated-status"
        >
          {t(`platform.unallocated.statuses.${funds.status}`)}
        </StatusPill>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t("platform.unallocated.item.day")}</dt>
          <dd>{day}</dd>
        </div>
        <div>
          <dt>{t("platform.unallocated.item.hashrate")}</dt>
          <dd>{formatNumber(Number(funds.hashrate_ths), { maximumFractionDigits: 3 })} TH/s</dd>
        </div>
        <div>
          <dt>
            {t("platform.unallocated.item.gross", {
              rate: formatNumber(Number(funds.rate_sats_per_th_day), { minimumFractionDigits: 3 }),
            })}
          </dt>
          <dd>{btc(funds.gross)}</dd>
        </div>
        <div>
          <dt>{t("platform.unallocated.item.fee")}</dt>
          <dd>{btc(funds.fee)}</dd>
        </div>
        {funds.refund && (
          <div>
            <dt>{t("platform.unallocated.statuses.refunded")}</dt>
            <dd data-testid="unallocated-refund">
              {t("platform.unallocated.item.refundedTo", {
                account: funds.refund.account_name,
                date: formatDate(funds.refund.refunded_at, utcDateTimeOptions),
              })}{" "}
              UTC
            </dd>
          </div>
        )}
      </dl>
      {props.canRefund && funds.status === "unallocated" && (
        <div className={styles.actions}>
          <Button
            size="s"
            onClick={() => {
              refund.reset();
              setOpen(true);
            }}
          >
            {t("platform.unallocated.refund.action")}
          </Button>
        </div>
      )}
      <PromptDialog
        open={open}
        title={t("platform.unallocated.refund.title", { amount: formatBtc(funds.amount, { locale }) })}
        description={t("platform.unallocated.refund.text", { day })}
        field={{ id: "refund-account", label: t("platform.unallocated.refund.label"), maxLength: 64 }}
        check={(text) => schemaError(t, unallocatedRefundBodySchema.shape.account_name, text)}
        fieldError={fieldError}
        onEdit={() => refund.error && refund.reset()}
        cancelLabel={t("platform.unallocated.refund.cancel")}
        confirmLabel={t("platform.unallocated.refund.confirm")}
        confirmTestId="refund-confirm"
        busy={refund.isPending}
        error={null}
        onClose={() => setOpen(false)}
        onConfirm={(name) => void confirm(name)}
      />
    </li>
  );
}
