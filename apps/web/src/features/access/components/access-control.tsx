import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { isApiError } from "../../../lib/api-client";
import type { AccessTarget } from "../api/access-path";
import { accessQueryOptions } from "../api/get-access";
import { canManageAccess } from "../utils/access-rules";
import { AccessAuditLog } from "./access-audit-log";
import { AccessPeople } from "./access-people";
import { GrantAccessForm } from "./grant-access-form";

type Section = (props: { title: string; text?: string; children: ReactNode }) => ReactNode;

/**
 * The access screen of one account: grant by e-mail, the people and invitations with their actions, the audit
 * log. A role without `manage_access` sees why there is nothing here. `Section` frames each part.
 */
export function AccessControl(props: {
  target: AccessTarget;
  callerRole: string | undefined;
  selfId: string;
  isDeclined: (error: unknown) => boolean;
  Section: Section;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allowed = canManageAccess(props.callerRole);
  const options = accessQueryOptions(props.target);
  const { data, error } = useQuery({ ...options, enabled: allowed });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  const { Section } = props;

  if (!allowed || (isApiError(error) && error.code === "access_denied")) {
    return (
      <div data-testid="access-read-only">
        <EmptyState
          icon="access"
          title={t("access.readOnly.title")}
          description={t("access.readOnly.text")}
        />
      </div>
    );
  }
  return (
    <>
      <Section title={t("access.grant.title")} text={t("access.grant.text")}>
        <GrantAccessForm
          target={props.target}
          callerRole={props.callerRole}
          isDeclined={props.isDeclined}
          onChanged={refresh}
        />
      </Section>
      <Section title={t("access.people.title")} text={t("access.people.text")}>
        {data ? (
          <AccessPeople
            target={props.target}
            list={data}
            callerRole={props.callerRole}
            selfId={props.selfId}
            isDeclined={props.isDeclined}
            onChanged={refresh}
          />
        ) : error ? (
          <p>{t("ui.toast.genericError")}</p>
        ) : null}
      </Section>
      <Section title={t("access.audit.title")} text={t("access.audit.text")}>
        <AccessAuditLog target={props.target} />
      </Section>
    </>
  );
}
