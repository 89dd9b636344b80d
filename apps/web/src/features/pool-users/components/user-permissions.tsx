import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { useUserPermissions } from "../api/get-user-permissions";
import styles from "./pool-users.module.css";

/** The user's permissions within the pool (read-only: roles change on /access-control). */
export function UserPermissions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const permissions = useUserPermissions(userId);
  if (permissions.isPending) return <p className={styles.muted}>{t("users.loading")}</p>;
  if (permissions.isError) return <p className={styles.muted}>{t("users.failed")}</p>;
  if (permissions.data.length === 0) return <p className={styles.muted}>{t("users.permissions.empty")}</p>;
  return (
    <ul className={styles.items}>
      {permissions.data.map((p) => (
        <li key={p.id} className={styles.item} data-testid="user-permission">
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>
              {p.name}
              <span className={styles.chipRole}>{t(`users.roles.${p.role}`)}</span>
            </span>
            <span className={styles.muted}>
              {t(`users.types.${p.type}`)} ·{" "}
              {t("users.permissions.since", { when: formatDate(p.created_at) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
