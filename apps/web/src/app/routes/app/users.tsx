import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { managedPoolOf, PoolUsersList } from "../../../features/pool-users";
import type { AppContext } from "../../loaders/load-app-context";
import { StaffOnly } from "./staff-only";

/** `/users`: the users of the active pool, for its owner and admins. */
export function UsersPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const poolId = managedPoolOf(context.account);
  return (
    <Page title={t("pages.users.title")} subtitle={poolId ? t("users.list.subtitle") : undefined}>
      {poolId ? <PoolUsersList key={poolId} poolId={poolId} /> : <StaffOnly />}
    </Page>
  );
}
