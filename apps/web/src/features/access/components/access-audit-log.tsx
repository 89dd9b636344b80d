import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../../components/ui/pager/pager";
import { useFormatters } from "../../../lib/i18n";
import type { AccessTarget } from "../api/access-path";
import { accessAuditPerPage, accessAuditQueryOptions } from "../api/get-access-audit";
import styles from "./access.module.css";

/** Who changed access, what, when and from which address: newest first, paged. */
export function AccessAuditLog(props: { target: AccessTarget }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(accessAuditQueryOptions(props.target, page));
  if (isError) return <p className={styles.muted}>{t("ui.toast.genericError")}</p>;
  if (!data) return null;
  if (data.total === 0) return <p className={styles.muted}>{t("access.audit.empty")}</p>;
  const role = (value: string | null) => (value ? t(`access.roles.${value}`, { defaultValue: value }) : "");
  return (
    <>
      <ul className={styles.list} data-testid="access-audit">
        {data.items.map((entry) => (
          <li key={entry.id} className={styles.auditItem}>
            <span>
              {t(`access.audit.actions.${entry.action}`, {
                defaultValue: entry.action,
                actor: entry.actor_email,
                target: entry.target_email ?? "",
                before: role(entry.role_before),
                after: role(entry.role_after),
              })}
            </span>
            <span className={styles.muted}>
              {formatDate(entry.at, { dateStyle: "medium", timeStyle: "short" })}
              {entry.address ? ` · ${t("access.audit.address", { address: entry.address })}` : ""}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        label={t("access.audit.title")}
        page={page}
        pages={Math.max(1, Math.ceil(data.total / accessAuditPerPage))}
        onPage={setPage}
      />
    </>
  );
}
