import type { FrontendApi, Session } from "@ory/client-fetch";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { useFormatters } from "../../../lib/i18n";
import styles from "./settings.module.css";

const sessionsKey = ["identity-sessions"] as const;

function device(session: Session): string {
  const first = session.devices?.[0];
  return [first?.user_agent, first?.ip_address].filter(Boolean).join(" · ");
}

/** The other active sessions of the identity (`GET /sessions`), each revocable, and "sign out everywhere else". */
export function SessionsList({ client }: { client: FrontendApi }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { formatDate } = useFormatters();
  const { data: sessions = [], isPending } = useQuery({
    queryKey: sessionsKey,
    queryFn: () => client.listMySessions(),
  });
  const revoke = async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast.show({ type: "success", title: t("settings.security.sessions.revoked") });
    } catch {
      toast.showGenericError();
    }
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
  if (isPending) return null;
  if (sessions.length === 0) return <p className={styles.text}>{t("settings.security.sessions.none")}</p>;
  return (
    <div className={styles.sessions}>
      <ul className={styles.sessionList}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.sessionItem} data-testid="session-item">
            <span className={styles.sessionText}>
              <span>{device(session) || t("settings.security.sessions.unknownDevice")}</span>
              {session.authenticated_at && (
                <span className={styles.text}>
                  {formatDate(session.authenticated_at, { dateStyle: "medium", timeStyle: "short" })}
                </span>
              )}
            </span>
            <Button
              size="s"
              variant="secondary"
              onClick={() => revoke(() => client.disableMySession({ id: session.id }))}
            >
              {t("settings.security.sessions.revoke")}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="danger" size="s" onClick={() => revoke(() => client.disableMyOtherSessions())}>
        {t("settings.security.sessions.revokeAll")}
      </Button>
    </div>
  );
}
