import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { notificationPreferencesQueryOptions } from "../api/notification-preferences";
import styles from "./notifications.module.css";
import { PreferencesTable } from "./preferences-table";
import { TelegramPanel } from "./telegram-panel";

/**
 * The user's notification choices: loads them, then the Telegram panel and the editable table (started again
 * after each save).
 */
export function NotificationPreferences(props: {
  identityId: string;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { data, dataUpdatedAt, isError } = useQuery(notificationPreferencesQueryOptions(props.identityId));
  if (isError)
    return (
      <p className={styles.error} role="alert">
        {t("notifications.loadFailed")}
      </p>
    );
  if (!data)
    return (
      <p className={styles.muted} aria-busy="true">
        <Spinner size={16} /> {t("notifications.loading")}
      </p>
    );
  return (
    <div className={styles.page}>
      <TelegramPanel
        identityId={props.identityId}
        available={data.channels.telegram.available}
        isDeclined={props.isDeclined}
      />
      <PreferencesTable
        key={dataUpdatedAt}
        identityId={props.identityId}
        state={data}
        isDeclined={props.isDeclined}
      />
    </div>
  );
}
