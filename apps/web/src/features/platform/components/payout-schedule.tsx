import { type FeeLevel, feeLevels } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import {
  type PayoutSchedule as Schedule,
  usePayoutSchedule,
  useSavePayoutSchedule,
} from "../api/payout-schedule";
import { parseFeePerVbyte } from "../utils/fee-per-vbyte";
import styles from "./platform.module.css";

/** The payout time as the server keeps it: 24-hour `HH:MM` UTC (a browser's time field would show "02:00 PM"). */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const normalTime = (text: string) => {
  const [, hour, minute] = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text) ?? [];
  return hour && minute ? `${hour.padStart(2, "0")}:${minute}` : text.trim();
};

/**
 * The daily payout run: its time (UTC), the fee level and the fee per vbyte the requests carry (the level's
 * figure, or an override). The platform's owner, admin or treasurer changes them.
 */
export function PayoutSchedule(props: { canEdit: boolean; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const schedule = usePayoutSchedule();
  if (schedule.isError)
    return (
      <p className={styles.error} role="alert">
        {t("platform.payouts.schedule.failed")}
      </p>
    );
  if (!schedule.data) return <p className={styles.muted}>{t("platform.payouts.schedule.loading")}</p>;
  const data = schedule.data;
  const fee = t("platform.payouts.satPerVbyte", { value: formatNumber(data.fee_per_vbyte) });
  return (
    <div className={styles.block}>
      <dl className={styles.figures} data-testid="payout-schedule">
        <div className={styles.figure}>
          <dt>{t("platform.payouts.schedule.time")}</dt>
          <dd>{t("platform.payouts.schedule.timeValue", { time: data.time_utc })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("platform.payouts.schedule.level")}</dt>
          <dd>{t(`platform.payouts.levels.${data.fee_level}`)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t("platform.payouts.schedule.fee")}</dt>
          <dd>
            {data.fee_per_vbyte_override === null ? fee : t("platform.payouts.schedule.overridden", { fee })}
          </dd>
        </div>
      </dl>
      {props.canEdit && (
        <ScheduleForm key={JSON.stringify(data)} schedule={data} isDeclined={props.isDeclined} />
      )}
    </div>
  );
}

function ScheduleForm({
  schedule,
  isDeclined,
}: {
  schedule: Schedule;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [time, setTime] = useState(schedule.time_utc);
  const [level, setLevel] = useState<FeeLevel>(schedule.fee_level);
  const [fee, setFee] = useState(schedule.fee_per_vbyte_override?.toString() ?? "");
  const form = useFormErrors<"time" | "fee">();
  const save = useSavePayoutSchedule();
  const parsed = parseFeePerVbyte(fee);
  const timeValue = normalTime(time);
  const timeOwn = timePattern.test(timeValue) ? null : t("platform.payouts.schedule.timeInvalid");
  const feeOwn = parsed.ok ? null : t("platform.payouts.schedule.feeInvalid");
  const timeError = form.serverError("time") ?? timeOwn;
  const feeError = form.shown("fee", feeOwn, fee);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (timeOwn || !parsed.ok) return;
    try {
      await save.mutateAsync({ time_utc: timeValue, fee_level: level, fee_per_vbyte: parsed.value });
      toast.show({ type: "success", title: t("platform.payouts.schedule.saved") });
    } catch (failure) {
      if (!form.takeServer(t, failure, { time: "time_utc", fee: "fee_per_vbyte" }))
        reportFailure(failure, t, isDeclined);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="payout-schedule-form">
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="payout-time">
            {t("platform.payouts.schedule.time")}
          </label>
          <input
            id="payout-time"
            className={styles.input}
            value={time}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            aria-invalid={timeError ? true : undefined}
            aria-describedby="payout-time-note"
            onChange={(event) => {
              setTime(event.target.value);
              form.edit("time");
            }}
          />
          <FieldNote id="payout-time-note" error={timeError} hint={t("platform.payouts.schedule.timeHint")} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="payout-level">
            {t("platform.payouts.schedule.level")}
          </label>
          <select
            id="payout-level"
            className={styles.input}
            value={level}
            onChange={(event) => setLevel(event.target.value as FeeLevel)}
          >
            {feeLevels.map((item) => (
              <option key={item} value={item}>
                {t("platform.payouts.schedule.levelOption", {
                  level: t(`platform.payouts.levels.${item}`),
                  fee: formatNumber(schedule.level_fees[item]),
                })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="payout-fee">
            {t("platform.payouts.schedule.override")}
          </label>
          <input
            id="payout-fee"
            className={styles.input}
            value={fee}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={feeError ? true : undefined}
            aria-describedby="payout-fee-note"
            onChange={(event) => {
              setFee(event.target.value);
              form.edit("fee");
            }}
            onBlur={() => form.leave("fee")}
          />
          <FieldNote
            id="payout-fee-note"
            error={feeError}
            hint={t("platform.payouts.schedule.overrideHint")}
          />
        </div>
      </div>
      <div>
        <Button type="submit" loading={save.isPending} disabled={form.blocked(timeOwn, feeOwn)}>
          {t("platform.payouts.schedule.save")}
        </Button>
      </div>
    </form>
  );
}
