import type { NotificationPreferences, NotificationPreferencesBody } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useSaveNotificationPreferences } from "../api/notification-preferences";
import { bodyFromForm, fieldErrorsByEvent, formFromPreferences } from "../utils/preferences-form";
import { EventRows } from "./event-rows";
import styles from "./notifications.module.css";

/**
 * The events (rows) by channel (E-mail, Telegram), cards below 1024 px; per-account choices open under an
 * event. Save sends the whole state; the server's field errors show on their event's row.
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
  const save = useSaveNotificationPreferences(props.identityId);
  const telegram = state.channels.telegram;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: NotificationPreferencesBody = bodyFromForm(form, state);
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast.show({ type: "success", title: t("notifications.saved") });
    } catch (failure) {
      const found = fieldErrorsByEvent(failure, body);
      if (Object.keys(found).length > 0) setErrors(found);
      else reportFailure(failure, t, props.isDeclined);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="notification-preferences">
      <div className={styles.notes}>
        <p data-testid="notification-email">
          {t("notifications.emailTo")}{" "}
          <strong className={styles.address}>{state.channels.email.address}</strong>
        </p>
        {!telegram.available ? (
          <p className={styles.muted} data-testid="telegram-unavailable">
            {t("notifications.telegramUnavailable")}
          </p>
        ) : (
          !telegram.linked && <p className={styles.muted}>{t("notifications.telegramNotLinked")}</p>
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
            onChange={setForm}
            error={errors[info.event]}
          />
        ))}
      </table>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t("notifications.save")}
        </Button>
      </div>
    </form>
  );
}
