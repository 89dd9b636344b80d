import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { CustomerForm } from "../../../features/customers";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";
import { EmptyPage } from "../empty-page";

/** `/customers/create-customer`: a new customer account, its owner invited by e-mail. */
export function CreateCustomerPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  if (account?.type !== "operator" || !roleMay(account.role ?? "", "manage_settings"))
    return <EmptyPage page="createCustomer" icon="customers" />;
  return (
    <Page title={t("pages.createCustomer.title")} subtitle={t("customers.form.createText")}>
      <CustomerForm
        operatorId={account.id}
        mode="customer"
        canSetWallet={roleMay(account.role ?? "", "payout_address")}
        isDeclined={isSecondFactorDeclined}
      />
    </Page>
  );
}
