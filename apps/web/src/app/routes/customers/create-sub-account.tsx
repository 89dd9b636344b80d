import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { accountName } from "../../../features/accounts/utils/account-name";
import { saveAccountId } from "../../../features/accounts/utils/active-account";
import { CustomerForm, OwnAccountForm, subAccountMode } from "../../../features/customers";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";
import { EmptyPage } from "../empty-page";

/**
 * `/customers/create-sub`: another miner account, by the active account's type (owner or administrator only):
 * the Control Hub's (a customer's sub-account or its own), a pool's (its owner invited by e-mail, or the caller),
 * a miner's (same owners; the new account becomes the active one).
 */
export function CreateSubAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { account } = useRouteLoaderData("app") as AppContext;
  const mode = subAccountMode(account);
  if (!account || !mode) return <EmptyPage page="createSubAccount" icon="customers" />;
  if (mode === "operator")
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
  if (mode === "pool")
    return (
      <Page title={t("pages.createSubAccount.title")} subtitle={t("customers.own.poolText")}>
        <OwnAccountForm target={{ kind: "pool", poolId: account.id }} isDeclined={isSecondFactorDeclined} />
      </Page>
    );
  return (
    <Page
      title={t("pages.createSubAccount.title")}
      subtitle={t("customers.own.minerText", { name: accountName(account, "") })}
    >
      <OwnAccountForm
        key={account.id}
        target={{ kind: "miner", minerId: account.id }}
        isDeclined={isSecondFactorDeclined}
        onCreated={async (created) => {
          // The identity is read again by the mutation; the new account becomes the active one and the loaders
          // run again, so the account menu and the dashboard show it.
          saveAccountId(created.id);
          toast.show({ type: "success", title: t("customers.own.switched", { name: created.account_name }) });
          await navigate(paths.app.dashboard.getHref(), { replace: true });
          await revalidator.revalidate();
        }}
      />
    </Page>
  );
}
