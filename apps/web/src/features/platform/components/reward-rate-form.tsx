import type { RateSource } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { useSetRewardRate } from "../api/set-reward-rate";
import { MAX_RATE, parseRate, utcDay } from "../utils/rate-form";
import styles from "./platform.module.css";

type Field = "rate" | "day" | "source";

/**
 * A new rate from a settlement day (today, UTC, by default): typed by the platform (`manual`), or fetched by a
 * configured external source. The rate and the day are checked as typed (`useFormErrors`: on change, a blank one
 * on blur); server field errors show under their field; Set stays disabled while an error shows.
 */
export function RewardRateForm(props: { sources: RateSource[]; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [source, setSource] = useState("manual");
  const [rate, setRate] = useState("");
  const [day, setDay] = useState(() => utcDay(new Date()));
  const form = useFormErrors<Field>();
  const save = useSetRewardRate();
  const manual = source === "manual";
  const parsed = parseRate(rate);
  const rateOwn =
    !manual || parsed.ok
      ? null
      : parsed.reason === "range"
        ? t("errors.rules.lte", { value: formatNumber(MAX_RATE) })
        : t(`platform.rates.errors.${parsed.reason}`);
  const dayOwn = day ? null : t("platform.rates.errors.day");
  const errors = {
    rate: form.shown("rate", rateOwn, rate),
    day: form.shown("day", dayOwn, day),
    source: form.serverError("source"),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rateOwn || dayOwn) return;
    try {
      await save.mutateAsync({
        source,
        effective_from: day,
        ...(manual && parsed.ok ? { sats_per_th_day: parsed.value } : {}),
      });
      setRate("");
      form.reset();
      toast.show({ type: "success", title: t("platform.rates.saved") });
    } catch (failure) {
      const names = { rate: "sats_per_th_day", day: "effective_from", source: "source" };
      if (!form.takeServer(t, failure, names)) reportFailure(failure, t, props.isDeclined);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="rate-form">
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="rate-source">
            {t("platform.rates.source")}
          </label>
          <select
            id="rate-source"
            className={styles.input}
            value={source}
            onChange={(event) => {
              setSource(event.target.value);
              form.edit("source");
            }}
          >
            <option value="manual">{t("platform.rates.manual")}</option>
            {props.sources.map((item) => (
              <option key={item.id} value={item.id} disabled={!item.configured}>
                {item.configured ? item.name : t("platform.rates.notConfigured", { name: item.name })}
              </option>
            ))}
          </select>
          {errors.source && (
            <p className={styles.error} role="alert">
              {errors.source}
            </p>
          )}
        </div>
        {manual && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="rate-value">
              {t("platform.rates.rateLabel")}
            </label>
            <input
              id="rate-value"
              className={styles.input}
              value={rate}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={errors.rate ? true : undefined}
              aria-describedby="rate-value-note"
              onChange={(event) => {
                setRate(event.target.value);
                form.edit("rate");
              }}
              onBlur={() => form.leave("rate")}
            />
            <FieldNote id="rate-value-note" error={errors.rate} hint={t("platform.rates.rateHint")} />
          </div>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="rate-day">
            {t("platform.rates.from")}
          </label>
          <input
            id="rate-day"
            type="date"
            className={styles.input}
            value={day}
            aria-invalid={errors.day ? true : undefined}
            aria-describedby="rate-day-note"
            onChange={(event) => {
              setDay(event.target.value);
              form.edit("day");
            }}
            onBlur={() => form.leave("day")}
          />
          <FieldNote id="rate-day-note" error={errors.day} hint={t("platform.rates.dayHint")} />
        </div>
      </div>
      <div>
        <Button type="submit" loading={save.isPending} disabled={form.blocked(rateOwn, dayOwn)}>
          {t("platform.rates.save")}
        </Button>
      </div>
    </form>
  );
}
