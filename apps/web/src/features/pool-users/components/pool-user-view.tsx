import type { PoolUserDetail } from "@pithead/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-client";
import { useFormatters } from "../../../lib/i18n";
import { useDeletePoolUser } from "../api/delete-pool-user";
import { usePoolUser } from "../api/get-pool-user";
import { useResetUserSecondFactor } from "../api/reset-user-2fa";
import { TwoFactorBadge } from "./account-roles";
import { ConfirmAction } from "./confirm-action";
import styles from "./pool-users.module.css";
import { UserInvites } from "./user-invites";
import { UserPermissions } from "./user-permissions";
import { UserSessions } from "./user-sessions";

type Props = {
  userId: string;
  /** The pool of the active account (sessions are closed through it). */
  poolId: string;
  /** The signed-in user's identity id: no second-factor reset or deletion of oneself. */
  selfId: string;
  isDeclined: (error: unknown) => boolean;
};

/** `/users/{id}`: who the user is, their permissions, sessions and invitations, and the staff's actions. */
export function PoolUserView(props: Props) {
  const { t } = useTranslation();
  const user = usePoolUser(props.userId);
  if (user.isPending)
    return (
      <div className={styles.state}>
        <Spinner size={24} label={t("users.loading")} />
      </div>
    );
  if (user.isError) {
    const missing = isApiError(user.error) && (user.error.status === 404 || user.error.status === 400);
    return (
      <EmptyState
        icon="users"
        title={missing ? t("users.user.notFound") : t("users.failed")}
        action={<Link to={paths.app.users.getHref()}>{t("users.user.back")}</Link>}
      />
    );
  }
  return <UserBody {...props} user={user.data} />;
}

function Section(props: { title: string; text?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={props.testId}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{props.title}</h2>
        {props.text && <p className={styles.muted}>{props.text}</p>}
      </header>
      {props.children}
    </section>
  );
}

function UserBody({ user, ...props }: Props & { user: PoolUserDetail }) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  const navigate = useNavigate();
  const reset = useResetUserSecondFactor(props.userId);
  const remove = useDeletePoolUser(props.userId);
  const self = props.selfId === user.id;
  const poolId = user.pool_ids.includes(props.poolId) ? props.poolId : (user.pool_ids[0] ?? props.poolId);
  const when = (at: string) => formatDate(at, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.root}>
      <Link to={paths.app.users.getHref()} className={styles.back}>
        ← {t("users.user.back")}
      </Link>
      <div className={styles.summary}>
        <h2 className={styles.userEmail} data-testid="pool-user-email">
          {user.email}
        </h2>
        <div className={styles.facts}>
          <span>
            {t("users.list.columns.twoFactor")}: <TwoFactorBadge on={user.two_factor} />
          </span>
          <span>
            {t("users.list.columns.lastSignIn")}:{" "}
            {user.last_sign_in_at ? when(user.last_sign_in_at) : t("users.never")}
          </span>
          <span data-testid="active-sessions">
            {t("users.list.columns.sessions")}: {formatNumber(user.active_sessions)}
          </span>
          <span>{t("users.user.since", { when: formatDate(user.created_at) })}</span>
        </div>
      </div>
      {user.deletion_requested_at && (
        <p className={styles.notice} role="status" data-testid="deletion-requested">
          {t("users.user.deletionRequested", { when: when(user.deletion_requested_at) })}
        </p>
      )}
      <Section title={t("users.permissions.title")} text={t("users.permissions.text")}>
        <UserPermissions userId={props.userId} />
      </Section>
      <Section title={t("users.sessions.title")} text={t("users.sessions.text")} testId="sessions">
        <UserSessions userId={props.userId} poolId={poolId} isDeclined={props.isDeclined} />
      </Section>
      <Section title={t("users.invites.title")} text={t("users.invites.text")}>
        <UserInvites userId={props.userId} isDeclined={props.isDeclined} />
      </Section>
      {!self && (
        <Section title={t("users.actions.title")} text={t("users.actions.text")}>
          <div className={styles.actions}>
            <ConfirmAction
              label={t("users.actions.reset.action")}
              title={t("users.actions.reset.title")}
              text={t("users.actions.reset.text", { email: user.email })}
              confirm={t("users.actions.reset.confirm")}
              size="m"
              testId="reset-2fa"
              unavailable={user.two_factor ? null : t("users.actions.reset.none")}
              isDeclined={props.isDeclined}
              run={async () => {
                await reset.mutateAsync();
                toast.show({ type: "success", title: t("users.actions.reset.done") });
              }}
            />
            <ConfirmAction
              label={t("users.actions.delete.action")}
              title={t("users.actions.delete.title")}
              text={t("users.actions.delete.text", { email: user.email })}
              confirm={t("users.actions.delete.confirm")}
              variant="danger"
              size="m"
              testId="delete-user"
              isDeclined={props.isDeclined}
              run={async () => {
                const result = await remove.mutateAsync();
                toast.show({
                  type: "success",
                  title: result.deleted
                    ? t("users.actions.delete.deleted")
                    : t("users.actions.delete.removed"),
                });
                navigate(paths.app.users.getHref(), { replace: true });
              }}
            />
          </div>
        </Section>
      )}
    </div>
  );
}
