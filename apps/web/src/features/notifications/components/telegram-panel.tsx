import type { TelegramInvite } from "@pithead/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useFormatters } from "../../../lib/i18n-format";
import { telegramChatQueryOptions, useUnlinkTelegramChat } from "../api/telegram-chat";
import { telegramInviteQueryOptions, useCreateTelegramInvite } from "../api/telegram-invite";
import styles from "./notifications.module.css";

/** How often the page asks whether the chat got linked while a link is pending. */
export const telegramPollMs = 3000;

/** True once the invite's time is up; re-renders at that moment. */
function useExpired(invite: TelegramInvite | null | undefined): boolean {
  const until = invite ? Date.parse(invite.expires_at) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(until) || until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), until - now + 50);
    return () => clearTimeout(timer);
  }, [until, now]);
  return Number.isNaN(until) || until <= now;
}

/**
 * The Telegram chat of the user: not set up on this server; link one (a one-time t.me link, the page polls
 * until the bot linked the chat); or linked, with Unlink.
 */
export function TelegramPanel(props: {
  identityId: string;
  available: boolean;
  isDeclined: (error: unknown) => boolean;
  /** How often to ask whether the chat got linked (tests: shorter). */
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const invite = useQuery({
    ...telegramInviteQueryOptions(props.identityId),
    enabled: props.available,
    meta: { silent: true },
  });
  const expired = useExpired(invite.data);
  const waiting = Boolean(invite.data) && !expired;
  const chat = useQuery({
    ...telegramChatQueryOptions(props.identityId),
    enabled: props.available,
    meta: { silent: true },
    refetchInterval: (query) => (waiting && !query.state.data ? (props.pollMs ?? telegramPollMs) : false),
  });
  const create = useCreateTelegramInvite(props.identityId);
  const unlink = useUnlinkTelegramChat(props.identityId);
  const linked = chat.data;

  // Linked while a link was pending: the link is used up.
  useEffect(() => {
    if (linked && waiting) {
      invite.refetch();
      toast.show({ type: "success", title: t("notifications.telegram.linkedToast") });
    }
  }, [linked, waiting, invite.refetch, t]);

  const run = (action: () => Promise<unknown>, done?: string) =>
    action().then(
      () => done && toast.show({ type: "success", title: t(done) }),
      (failure: unknown) => reportFailure(failure, t, props.isDeclined),
    );

  if (!props.available)
    return (
      <section className={styles.telegram} data-testid="telegram-panel">
        <h2 className={styles.panelTitle}>{t("notifications.telegram.title")}</h2>
        <p className={styles.muted} data-testid="telegram-unavailable">
          {t("notifications.telegram.unavailable")}
        </p>
      </section>
    );

  const since = linked ? formatDate(linked.linked_at, { dateStyle: "medium", timeStyle: "short" }) : "";
  return (
    <section className={styles.telegram} data-testid="telegram-panel">
      <h2 className={styles.panelTitle}>{t("notifications.telegram.title")}</h2>
      {chat.isPending ? (
        <p className={styles.muted} aria-busy="true">
          <Spinner size={16} />
        </p>
      ) : linked ? (
        <div className={styles.telegramRow} data-testid="telegram-linked">
          <p>
            {linked.username
              ? t("notifications.telegram.linked", { username: linked.username, date: since })
              : t("notifications.telegram.linkedNoUsername", { date: since })}
          </p>
          <Button
            variant="secondary"
            loading={unlink.isPending}
            onClick={() => run(unlink.mutateAsync, "notifications.telegram.unlinked")}
          >
            {t("notifications.telegram.unlink")}
          </Button>
        </div>
      ) : waiting && invite.data ? (
        <div className={styles.telegramRow} data-testid="telegram-waiting">
          <p className={styles.muted}>
            {t("notifications.telegram.waiting", {
              time: formatDate(invite.data.expires_at, { timeStyle: "short" }),
            })}
          </p>
          <a
            className={styles.link}
            href={invite.data.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="telegram-open"
          >
            {t("notifications.telegram.open")}
          </a>
        </div>
      ) : (
        <div className={styles.telegramRow}>
          <p className={styles.muted}>
            {invite.data ? t("notifications.telegram.expired") : t("notifications.telegram.notLinked")}
          </p>
          <Button
            loading={create.isPending}
            onClick={() => run(create.mutateAsync)}
            data-testid="telegram-link"
          >
            {invite.data ? t("notifications.telegram.newLink") : t("notifications.telegram.link")}
          </Button>
        </div>
      )}
    </section>
  );
}
