import type { RateSource } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { useSetRewardRate } from "../api/set-reward-rate";
import { parseRate, utcDay } from "../utils/rate-form";
import styles from "./platform.module.css";

type Errors = { rate?: string; day?: string; source?: string };

/**
 * A new rate from a settlement day (today, UTC, by default): typed by the platform (`manual`), or fetched by a
 * configured external source. Server field errors show under their field.
 */
export function RewardRateForm(props: { sources: RateSource[]; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const [source, setSource] = useState("manual");
  const [rate, setRate] = useState("");
  const [day, setDay] = useState(() => utcDay(new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetRewardRate();
  const manual = source === "manual";
  const parsed = parseRate(rate);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (manual && !parsed.ok) return setErrors({ rate: t(`platform.rates.errors.${parsed.reason}`) });
    if (!day) return setErrors({ day: t("platform.rates.errors.day") });
    setErrors({});
    try {
      await save.mutateAsync({
        source,
        effective_from: day,
        ...(manual && parsed.ok ? { sats_per_th_day: parsed.value } : {}),
      });
      setRate("");
      toast.show({ type: "success", title: t("platform.rates.saved") });
    } catch (failure) {
      const text = (name: string) => {
        const code = fieldErrorOf(failure, name);
        return code ? t(`errors.fields.${code}`, { defaultValue: code }) : undefined;
      };
      const fields = { rate: text("sats_per_th_day"), day: text("effective_from"), source: text("source") };
      if (fields.rate || fields.day || fields.source) setErrors(fields);
      else reportFailure(failure, t, props.isDeclined);
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
            onChange={(event) => setSource(event.target.value)}
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
                setErrors({});
              }}
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
              setErrors({});
            }}
          />
          <FieldNote id="rate-day-note" error={errors.day} hint={t("platform.rates.dayHint")} />
        </div>
      </div>
      <div>
        <Button type="submit" loading={save.isPending} disabled={manual && rate.trim() === ""}>
          {t("platform.rates.save")}
        </Button>
      </div>
    </form>
  );
}
