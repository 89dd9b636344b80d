import { useTranslation } from "react-i18next";
import { toast } from "../../../components/ui/toast";
import { deviceName } from "../../../lib/device-name";
import { useFormatters } from "../../../lib/i18n";
import { useCloseUserSession } from "../api/close-user-session";
import { useUserSessions } from "../api/get-user-sessions";
import { ConfirmAction } from "./confirm-action";
import styles from "./pool-users.module.css";

/** The user's active sessions: device, address, sign-in and expiry; each can be signed out at once. */
export function UserSessions(props: { userId: string; poolId: string; isDeclined: (e: unknown) => boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const sessions = useUserSessions(props.userId);
  const close = useCloseUserSession(props.userId);
  const when = (at: string) => formatDate(at, { dateStyle: "medium", timeStyle: "short" });
  if (sessions.isPending) return <p className={styles.muted}>{t("users.loading")}</p>;
  if (sessions.isError) return <p className={styles.muted}>{t("users.failed")}</p>;
  if (sessions.data.length === 0) return <p className={styles.muted}>{t("users.sessions.empty")}</p>;
  return (
    <ul className={styles.items}>
      {sessions.data.map((s) => (
        <li key={s.id} className={styles.item} data-testid="user-session" data-session-id={s.id}>
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>
              <DeviceText userAgent={s.user_agent} />
              <span className={styles.badge} data-on={s.aal === "aal2"}>
                {t(`users.sessions.aal.${s.aal}`)}
              </span>
            </span>
            <span className={styles.muted}>
              {t("users.sessions.signedIn", { when: when(s.authenticated_at) })} ·{" "}
              {t("users.sessions.expires", { when: when(s.expires_at) })}
              {s.ip_address ? ` · ${t("users.sessions.address", { address: s.ip_address })}` : ""}
            </span>
          </span>
          <ConfirmAction
            label={t("users.sessions.close.action")}
            title={t("users.sessions.close.title")}
            text={t("users.sessions.close.text")}
            confirm={t("users.sessions.close.confirm")}
            testId="close-session"
            isDeclined={props.isDeclined}
            run={async () => {
              await close.mutateAsync({ poolId: props.poolId, sessionId: s.id });
              toast.show({ type: "success", title: t("users.sessions.close.done") });
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** "Chrome 131 on Windows" (product names: data, not words to translate), one of them alone, or "Unknown device". */
function DeviceText({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  const { browser, system } = deviceName(userAgent);
  if (!browser && !system) return <>{t("users.sessions.unknownDevice")}</>;
  return (
    <span translate="no">
      {browser && system ? t("users.sessions.device", { browser, system }) : (browser ?? system)}
    </span>
  );
}
