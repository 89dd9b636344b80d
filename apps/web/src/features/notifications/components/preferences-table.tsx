import type { NotificationPreferences, NotificationPreferencesBody } from "@pithead/contract";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { useSaveNotificationPreferences } from "../api/notification-preferences";
import { bodyFromForm, fieldErrorsByEvent, formFromPreferences } from "../utils/preferences-form";
import { initialTimeZone, timeZoneChoice, timeZoneGroups, utcOnly, zoneLabel } from "../utils/time-zones";
import { EventRows } from "./event-rows";
import styles from "./notifications.module.css";

/**
 * The events (rows) by channel (E-mail, Telegram), cards below 1024 px; per-account choices open under an
 * event. Save sends the whole state with the time zone (the stored one, else the browser's); the server's field
 * errors show on their event's row (or under the time zone) until that event (or the zone) changes, and Save
 * stays disabled while one shows.
 */
export function PreferencesTable(props: {
  identityId: string;
  state: NotificationPreferences;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { state } = props;
  const [form, setForm] = useState(() => formFromPreferences(state));
  const [errors, setErrors] = useState<ReturnType<typeof fieldErrorsByEvent>>({});
  const [timeZone, setTimeZone] = useState(() => initialTimeZone(state.time_zone));
  const [zoneError, setZoneError] = useState(false);
  // The ~400 options are built once per stored zone (not on every click of the table): the same elements.
  const [firstZone] = useState(timeZone);
  const zoneOptions = useMemo(
    () =>
      timeZoneGroups([state.time_zone, firstZone], new Date()).map((group) => (
        <optgroup
          key={group.region}
          label={t(`notifications.timeZone.regions.${group.region.toLowerCase()}`)}
        >
          {group.zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
      )),
    [state.time_zone, firstZone, t],
  );
  const save = useSaveNotificationPreferences(props.identityId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: NotificationPreferencesBody = { ...bodyFromForm(form, state), time_zone: timeZone };
    setErrors({});
    setZoneError(false);
    try {
      await save.mutateAsync(body);
      toast.show({ type: "success", title: t("notifications.saved") });
    } catch (failure) {
      const found = fieldErrorsByEvent(failure, body);
      const badZone = fieldErrorOf(failure, "time_zone") !== null;
      setZoneError(badZone);
      if (Object.keys(found).length > 0) setErrors(found);
      else if (!badZone) reportFailure(failure, t, props.isDeclined);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="notification-preferences">
      <div className={styles.notes}>
        <p data-testid="notification-email">
          {t("notifications.emailTo")}{" "}
          <strong className={styles.address}>{state.channels.email.address}</strong>
        </p>
      </div>
      <div className={styles.zone}>
        <label className={styles.zoneLabel} htmlFor="notify-time-zone">
          {t("notifications.timeZone.label")}
        </label>
        <select
          id="notify-time-zone"
          className={styles.zoneSelect}
          value={timeZone}
          aria-invalid={zoneError || undefined}
          aria-describedby={zoneError ? "notify-time-zone-error" : "notify-time-zone-summary"}
          onChange={(event) => {
            setTimeZone(event.target.value);
            setZoneError(false);
          }}
        >
          <option value={utcOnly}>{t("notifications.timeZone.utcOnly")}</option>
          {zoneOptions}
        </select>
        <p id="notify-time-zone-summary" className={styles.muted} data-testid="notify-time-zone-summary">
          {timeZone === utcOnly
            ? t("notifications.timeZone.summaryUtc")
            : t("notifications.timeZone.summaryZone", {
                zone: zoneLabel(timeZoneChoice(timeZone, new Date())),
              })}
        </p>
        {zoneError && (
          <p id="notify-time-zone-error" className={styles.error} role="alert">
            {t("notifications.timeZone.invalid")}
          </p>
        )}
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("notifications.columns.event")}</th>
            <th scope="col" className={styles.channel}>
              {t("notifications.columns.email")}
            </th>
            <th scope="col" className={styles.channel}>
              {t("notifications.columns.telegram")}
            </th>
          </tr>
        </thead>
        {state.events.map((info) => (
          <EventRows
            key={info.event}
            info={info}
            state={state}
            form={form}
            onChange={(update) => {
              setForm(update);
              setErrors(({ [info.event]: _, ...rest }) => rest);
            }}
            error={errors[info.event]}
          />
        ))}
      </table>
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={zoneError || Object.values(errors).some(Boolean)}
        >
          {t("notifications.save")}
        </Button>
      </div>
    </form>
  );
}
