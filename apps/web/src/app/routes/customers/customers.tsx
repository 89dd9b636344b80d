import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { CustomersView } from "../../../features/customers";
import type { AppContext } from "../../loaders/load-app-context";
import { EmptyPage } from "../empty-page";

/** `/customers`: the active Control Hub's customers. */
export function CustomersPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  if (account?.type !== "operator") return <EmptyPage page="customers" icon="customers" />;
  return (
    <Page title={t("pages.customers.title")} subtitle={t("customers.list.subtitle")}>
      <CustomersView operatorId={account.id} canCreate={roleMay(account.role ?? "", "manage_settings")} />
    </Page>
  );
}
