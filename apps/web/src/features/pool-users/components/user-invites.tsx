import { useTranslation } from "react-i18next";
import { toast } from "../../../components/ui/toast";
import { useFormatters } from "../../../lib/i18n";
import { useUserInvites } from "../api/get-user-invites";
import { useResendUserInvites } from "../api/resend-user-invites";
import { ConfirmAction } from "./confirm-action";
import styles from "./pool-users.module.css";

/** Invitations to the user's e-mail not yet accepted: account, role, sent, expiry; each can be mailed again. */
export function UserInvites(props: { userId: string; isDeclined: (e: unknown) => boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const invites = useUserInvites(props.userId);
  const resend = useResendUserInvites(props.userId);
  const when = (at: string) => formatDate(at, { dateStyle: "medium", timeStyle: "short" });
  if (invites.isPending) return <p className={styles.muted}>{t("users.loading")}</p>;
  if (invites.isError) return <p className={styles.muted}>{t("users.failed")}</p>;
  if (invites.data.length === 0) return <p className={styles.muted}>{t("users.invites.empty")}</p>;
  return (
    <ul className={styles.items}>
      {invites.data.map((invite) => (
        <li key={invite.id} className={styles.item} data-testid="user-invite">
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>
              {invite.account_name}
              <span className={styles.chipRole}>{t(`users.roles.${invite.role}`)}</span>
              {invite.expired && (
                <span className={styles.badge} data-on="false">
                  {t("users.invites.expired")}
                </span>
              )}
            </span>
            <span className={styles.muted}>
              {t(`users.types.${invite.type}`)} · {t("users.invites.sent", { when: when(invite.sent_at) })} ·{" "}
              {t("users.invites.expires", { when: when(invite.expires_at) })}
            </span>
          </span>
          <ConfirmAction
            label={t("users.invites.resend.action")}
            title={t("users.invites.resend.title")}
            text={t("users.invites.resend.text", { account: invite.account_name })}
            confirm={t("users.invites.resend.confirm")}
            isDeclined={props.isDeclined}
            run={async () => {
              await resend.mutateAsync(invite.id);
              toast.show({ type: "success", title: t("users.invites.resend.done") });
            }}
          />
        </li>
      ))}
    </ul>
  );
}
