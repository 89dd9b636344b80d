import type { FrontendApi, Session } from "@ory/client-fetch";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { deviceName } from "../../../lib/device-name";
import { useFormatters } from "../../../lib/i18n";
import styles from "./settings.module.css";

const sessionsKey = ["identity-sessions"] as const;
const currentKey = ["identity-sessions", "current"] as const;

/** "Chrome 131 on Windows" (the frame translated), the browser or the system alone, else "Unknown device". */
function deviceText(session: Session, t: TFunction): string {
  const { browser, system } = deviceName(session.devices?.[0]?.user_agent);
  if (browser && system) return t("settings.security.sessions.device", { browser, system });
  return browser ?? system ?? t("settings.security.sessions.unknownDevice");
}

function SessionItem({
  session,
  current,
  children,
}: {
  session: Session;
  current?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const first = session.devices?.[0];
  const where = first?.ip_address;
  return (
    <li className={styles.sessionItem} data-testid="session-item" data-current={current || undefined}>
      <span className={styles.sessionText}>
        <span className={styles.sessionName}>
          {/* Product names (browser, system): data, not words to translate. */}
          <span translate="no" title={first?.user_agent || undefined}>
            {deviceText(session, t)}
          </span>
          {current && (
            <StatusPill tone="success" testId="session-current">
              {t("settings.security.sessions.current")}
            </StatusPill>
          )}
        </span>
        <span className={styles.text}>
          {[
            where,
            session.authenticated_at &&
              formatDate(session.authenticated_at, { dateStyle: "medium", timeStyle: "short" }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
      {children}
    </li>
  );
}

/**
 * This device's session (`toSession`), then the identity's other active sessions (`GET /sessions`), each
 * revocable, and "sign out of all other sessions" (its toast says how many ended). The device is the user
 * agent read by bowser ("Chrome 131 on Windows"); the raw user agent is the name's tooltip.
 */
export function SessionsList({ client }: { client: FrontendApi }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: currentKey,
    queryFn: () => client.toSession(),
    meta: { silent: true },
  });
  const { data: sessions = [], isPending } = useQuery({
    queryKey: sessionsKey,
    queryFn: () => client.listMySessions(),
  });
  const revoke = async (run: () => Promise<string>) => {
    try {
      toast.show({ type: "success", title: await run() });
    } catch {
      toast.showGenericError();
    }
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
  if (isPending) return null;
  const others = sessions.filter((session) => session.id !== current.data?.id);
  return (
    <div className={styles.sessions}>
      <ul className={styles.sessionList}>
        {current.data && <SessionItem session={current.data} current />}
        {others.map((session) => (
          <SessionItem key={session.id} session={session}>
            <Button
              size="s"
              variant="secondary"
              onClick={() =>
                revoke(async () => {
                  await client.disableMySession({ id: session.id });
                  return t("settings.security.sessions.revoked");
                })
              }
            >
              {t("settings.security.sessions.revoke")}
            </Button>
          </SessionItem>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className={styles.text}>{t("settings.security.sessions.none")}</p>
      ) : (
        <Button
          variant="danger"
          size="s"
          onClick={() =>
            revoke(async () => {
              const { count } = await client.disableMyOtherSessions();
              return t("settings.security.sessions.revokedOthers", { count: count ?? others.length });
            })
          }
        >
          {t("settings.security.sessions.revokeAll")}
        </Button>
      )}
    </div>
  );
}
