import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { CustomerForm } from "../../../features/customers";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";
import { EmptyPage } from "../empty-page";

/** `/customers/create-sub`: another account of a customer (same owners) or of the Control Hub itself. */
export function CreateSubAccountPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  if (account?.type !== "operator" || !roleMay(account.role ?? "", "manage_settings"))
    return <EmptyPage page="createSubAccount" icon="customers" />;
  return (
    <Page title={t("pages.createSubAccount.title")} subtitle={t("customers.form.subText")}>
      <CustomerForm
        operatorId={account.id}
        mode="sub"
        canSetWallet={roleMay(account.role ?? "", "payout_address")}
        isDeclined={isSecondFactorDeclined}
      />
    </Page>
  );
}
