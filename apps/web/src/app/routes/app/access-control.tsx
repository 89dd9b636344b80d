import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { AccessControl, accessTargetOf } from "../../../features/access";
import { SettingsSection } from "../../../features/auth";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/access-control` (guarded by `section_permissions_read`): who has access to the active account, grants by
 * e-mail and role, role changes, revocations, invitations, and the audit log.
 */
export function AccessControlPage() {
  const { t } = useTranslation();
  const { account, identity } = useRouteLoaderData("app") as AppContext;
  const target = accessTargetOf(account);
  return (
    <Page title={t("pages.accessControl.title")} subtitle={t("access.subtitle")}>
      {target ? (
        <AccessControl
          key={`${target.type}:${target.id}`}
          target={target}
          callerRole={account?.role}
          selfId={identity.user.id}
          isDeclined={isSecondFactorDeclined}
          Section={SettingsSection}
        />
      ) : (
        <EmptyState
          icon="access"
          title={t("pages.accessControl.title")}
          description={t("pages.accessControl.empty")}
        />
      )}
    </Page>
  );
}
