import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useParams, useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import { FeeVisibilityToggle } from "../../../features/customers";
import { CurrentFee, CustomerFees } from "../../../features/fees";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import { WalletSettings } from "../../../features/wallet";
import type { AppContext } from "../../loaders/load-app-context";
import { AreaEmptyState } from "../empty-page";

/**
 * `/customers/:customerId/settings`: an operator's customer: its wallet (address, payment limits), the fee it
 * pays today, and the operator's fee periods for it with the form to add one (all of it financial: without the
 * payments section the page says so).
 */
export function CustomerSettingsPage() {
  const { t } = useTranslation();
  const minerId = useParams().customerId ?? "";
  const { account, access } = useRouteLoaderData("app") as AppContext;
  if (!access?.access.includes("Payments"))
    return <AreaEmptyState titleKey="nav.settings" textKey="wallet.noAccess" icon="settings" />;
  return (
    <Sections key={minerId}>
      <SettingsSection title={t("wallet.title")} text={t("wallet.text")}>
        <WalletSettings
          owner={{ type: "miner", id: minerId }}
          role={account?.role}
          isDeclined={isSecondFactorDeclined}
        />
      </SettingsSection>
      <SettingsSection title={t("fees.title")} text={t("fees.text")}>
        <CurrentFee minerId={minerId} />
      </SettingsSection>
      {account?.type === "operator" && (
        <SettingsSection title={t("fees.customer.title")} text={t("fees.customer.text")}>
          <CustomerFees operatorId={account.id} minerId={minerId} />
        </SettingsSection>
      )}
      {account?.type === "operator" && (
        <SettingsSection title={t("customers.feeVisibility.title")} text={t("customers.feeVisibility.text")}>
          <FeeVisibilityToggle
            operatorId={account.id}
            minerId={minerId}
            canChange={roleMay(account.role ?? "", "manage_settings")}
            isDeclined={isSecondFactorDeclined}
          />
        </SettingsSection>
      )}
    </Sections>
  );
}
