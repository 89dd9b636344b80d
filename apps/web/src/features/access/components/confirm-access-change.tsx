import type { AccessInvite, AccessMember, AccessRole } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";

/** A change waiting for its confirmation. */
export type PendingChange =
  | { kind: "role"; member: AccessMember; role: AccessRole }
  | { kind: "revoke"; member: AccessMember }
  | { kind: "resend"; invite: AccessInvite }
  | { kind: "withdraw"; invite: AccessInvite };

/** Asks before a role change, a revocation, a resend or a withdrawal. */
export function ConfirmAccessChange(props: {
  pending: PendingChange | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { pending } = props;
  const kind = pending?.kind ?? "revoke";
  const email = pending ? ("member" in pending ? pending.member.email : pending.invite.email) : "";
  const role = pending?.kind === "role" ? t(`access.roles.${pending.role}`) : "";
  return (
    <Dialog
      open={pending !== null}
      onClose={props.onCancel}
      size="s"
      title={t(`access.confirm.${kind}.title`)}
      description={t(`access.confirm.${kind}.text`, { email, role })}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel}>
            {t("access.confirm.cancel")}
          </Button>
          <Button
            variant={kind === "revoke" || kind === "withdraw" ? "danger" : "primary"}
            loading={props.busy}
            onClick={props.onConfirm}
            data-testid="confirm-access-change"
          >
            {t(`access.confirm.${kind}.action`)}
          </Button>
        </>
      }
    />
  );
}
