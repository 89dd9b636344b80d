import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRequestUserDeletion } from "../api/request-user-deletion";
import { ConfirmAction } from "./confirm-action";
import styles from "./pool-users.module.css";

/** Settings: the user's own request to delete their user; confirmed, then "check your e-mail". */
export function DeleteMyUser(props: { identityId: string; isDeclined: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const request = useRequestUserDeletion(props.identityId);
  const [requested, setRequested] = useState(false);
  if (requested)
    return (
      <p className={styles.notice} role="status" data-testid="user-deletion-requested">
        {t("users.deleteMe.requested")}
      </p>
    );
  return (
    <div>
      <ConfirmAction
        label={t("users.deleteMe.action")}
        title={t("users.deleteMe.confirmTitle")}
        text={t("users.deleteMe.confirmText")}
        confirm={t("users.deleteMe.confirm")}
        variant="danger"
        size="m"
        testId="delete-my-user"
        isDeclined={props.isDeclined}
        run={async () => {
          await request.mutateAsync();
          setRequested(true);
        }}
      />
    </div>
  );
}
