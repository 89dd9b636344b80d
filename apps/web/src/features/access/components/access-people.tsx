import type { AccessInvite, AccessList, AccessMember, AccessRole } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { useFormatters } from "../../../lib/i18n";
import type { AccessTarget } from "../api/access-path";
import { changeAccessRole } from "../api/change-access-role";
import { resendInvite } from "../api/resend-invite";
import { revokeAccess } from "../api/revoke-access";
import { toastAccessError } from "../utils/access-error";
import { grantableRoles, mayChangeMember } from "../utils/access-rules";
import styles from "./access.module.css";
import { ConfirmAccessChange, type PendingChange } from "./confirm-access-change";

/** The people with access (role, since, 2FA) and the pending invitations, each with its actions. */
export function AccessPeople(props: {
  target: AccessTarget;
  list: AccessList;
  callerRole: string | undefined;
  selfId: string;
  isDeclined: (error: unknown) => boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [busy, setBusy] = useState(false);
  const date = (at: string) => formatDate(at, { dateStyle: "medium" });
  const roles = grantableRoles(props.callerRole);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === "role") {
        await changeAccessRole(props.target, {
          permission_id: pending.member.permission_id,
          role: pending.role,
        });
      } else if (pending.kind === "revoke") {
        await revokeAccess(props.target, { permission_id: pending.member.permission_id });
      } else if (pending.kind === "withdraw") {
        await revokeAccess(props.target, { invite_id: pending.invite.invite_id });
      } else {
        await resendInvite(props.target, pending.invite.invite_id);
      }
      toast.show({ type: "success", title: t(`access.done.${pending.kind}`) });
      setPending(null);
      props.onChanged();
    } catch (error) {
      toastAccessError(t, error, props.isDeclined);
    } finally {
      setBusy(false);
    }
  };

  const memberRow = (member: AccessMember) => {
    const self = member.user_id === props.selfId;
    const changeable = mayChangeMember(props.callerRole, { role: member.role, self });
    const choices = roles.includes(member.role) ? roles : [member.role, ...roles];
    return (
      <li
        key={member.permission_id}
        className={styles.item}
        data-testid="access-member"
        data-email={member.email}
      >
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>
            <span className={styles.email}>{member.email}</span>
            {self && <span className={styles.you}>{t("access.people.you")}</span>}
          </span>
          <span className={styles.pills}>
            <StatusPill tone="success" status="active">
              {t("access.status.active")}
            </StatusPill>
            <StatusPill
              tone={member.two_factor ? "success" : "warning"}
              status={member.two_factor ? "2fa-on" : "2fa-off"}
            >
              {member.two_factor ? t("access.people.twoFactorOn") : t("access.people.twoFactorOff")}
            </StatusPill>
          </span>
          <span className={styles.muted}>{t("access.people.since", { when: date(member.since) })}</span>
        </span>
        <span className={styles.actions}>
          {changeable ? (
            <select
              className={styles.roleSelect}
              aria-label={t("access.people.roleOf", { email: member.email })}
              value={member.role}
              onChange={(event) =>
                setPending({ kind: "role", member, role: event.target.value as AccessRole })
              }
            >
              {choices.map((role) => (
                <option key={role} value={role}>
                  {t(`access.roles.${role}`)}
                </option>
              ))}
            </select>
          ) : (
            <span className={styles.role}>{t(`access.roles.${member.role}`)}</span>
          )}
          {changeable && (
            <Button size="s" variant="secondary" onClick={() => setPending({ kind: "revoke", member })}>
              {t("access.people.revoke")}
            </Button>
          )}
        </span>
      </li>
    );
  };

  const inviteRow = (invite: AccessInvite) => {
    const mine = roles.includes(invite.role);
    return (
      <li
        key={invite.invite_id}
        className={styles.item}
        data-testid="access-invite"
        data-email={invite.email}
      >
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>
            <span className={styles.email}>{invite.email}</span>
          </span>
          <span className={styles.pills}>
            <StatusPill tone={invite.status === "invited" ? "warning" : "danger"} status={invite.status}>
              {t(`access.status.${invite.status}`)}
            </StatusPill>
          </span>
          <span className={styles.muted}>
            {t("access.people.sent", { when: date(invite.sent_at) })} ·{" "}
            {t("access.people.expires", { when: date(invite.expires_at) })}
          </span>
        </span>
        <span className={styles.actions}>
          <span className={styles.role}>{t(`access.roles.${invite.role}`)}</span>
          {mine && (
            <>
              <Button size="s" variant="secondary" onClick={() => setPending({ kind: "resend", invite })}>
                {t("access.people.resend")}
              </Button>
              <Button size="s" variant="ghost" onClick={() => setPending({ kind: "withdraw", invite })}>
                {t("access.people.withdraw")}
              </Button>
            </>
          )}
        </span>
      </li>
    );
  };

  const { members, invites, members_total } = props.list;
  return (
    <>
      <ul className={styles.list} aria-label={t("access.people.title")}>
        {members.map(memberRow)}
        {invites.map(inviteRow)}
      </ul>
      {members_total > members.length && (
        <p className={styles.muted}>
          {t("access.people.more", { shown: members.length, total: members_total })}
        </p>
      )}
      <ConfirmAccessChange pending={pending} busy={busy} onCancel={() => setPending(null)} onConfirm={run} />
    </>
  );
}
