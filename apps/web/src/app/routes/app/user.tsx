import { useTranslation } from "react-i18next";
import { useParams, useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { managedPoolOf, PoolUserView } from "../../../features/pool-users";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";
import { StaffOnly } from "./staff-only";

/** `/users/{id}`: one user of the active pool: permissions, sessions, invitations, second factor, deletion. */
export function UserPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const { userId = "" } = useParams();
  const poolId = managedPoolOf(context.account);
  return (
    <Page title={t("pages.user.title")}>
      {poolId ? (
        <PoolUserView
          key={userId}
          userId={userId}
          poolId={poolId}
          selfId={context.identity.user.id}
          isDeclined={isSecondFactorDeclined}
        />
      ) : (
        <StaffOnly />
      )}
    </Page>
  );
}
