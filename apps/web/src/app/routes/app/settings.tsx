import { roleMay } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { DeleteAccount } from "../../../features/accounts/components/delete-account";
import { SecuritySettings, SettingsSection } from "../../../features/auth";
import { SessionsList } from "../../../features/auth/components/sessions-list";
import { NewAccountLink, subAccountMode } from "../../../features/customers";
import { CurrentFee } from "../../../features/fees";
import { LanguagePicker } from "../../../features/language";
import { NotificationsLink } from "../../../features/notifications";
import { DeleteMyUser } from "../../../features/pool-users";
import { ApplyPromocode } from "../../../features/promocodes";
import { isSecondFactorDeclined, requestSecondFactor } from "../../../features/two-factor";
import { WalletSettings } from "../../../features/wallet";
import { WatcherLinks } from "../../../features/watchers";
import type { AppContext } from "../../loaders/load-app-context";
import { useIdentityClient } from "../../use-identity-client";

/**
 * `/settings`: language, a miner's wallet (address, payment limits) and fee, a Control Hub operator's wallet
 * for its fee income ("Fee income payouts", same rules as a miner's), a promo code (owner or
 * administrator: the code and the miner's fee periods), a new sub-account (a link to
 * `/customers/create-sub` for the miner's owner or administrator), the security part (password, two-factor,
 * codes, keys, sessions), watcher links (for the owner or administrator of a miner), account removal.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const client = useIdentityClient();
  const context = useRouteLoaderData("app") as AppContext;
  const account = context.account;
  const shareable = context.identity.permissions
    .filter((p) => p.type === "miner" && roleMay(p.role ?? "", "manage_access"))
    .map((p) => ({ id: p.id, account_name: p.account_name ?? "" }));
  return (
    <Page title={t("pages.settings.title")}>
      <SettingsSection title={t("settings.language.title")} text={t("settings.language.text")}>
        <div>
          <LanguagePicker />
        </div>
      </SettingsSection>
      {account?.type === "miner" && context.access?.access.includes("Payments") && (
        <>
          <SettingsSection title={t("wallet.title")} text={t("wallet.text")}>
            <WalletSettings
              key={account.id}
              owner={{ type: "miner", id: account.id }}
              role={account.role}
              isDeclined={isSecondFactorDeclined}
            />
          </SettingsSection>
          <SettingsSection title={t("fees.title")} text={t("fees.text")}>
            <CurrentFee minerId={account.id} />
          </SettingsSection>
        </>
      )}
      {account?.type === "operator" && context.access?.access.includes("Payments") && (
        <SettingsSection title={t("wallet.operator.title")} text={t("wallet.operator.text")}>
          <WalletSettings
            key={account.id}
            owner={{ type: "operator", id: account.id }}
            role={account.role}
            isDeclined={isSecondFactorDeclined}
          />
        </SettingsSection>
      )}
      {account?.type === "miner" && roleMay(account.role ?? "", "manage_settings") && (
        <SettingsSection title={t("promocodes.apply.title")} text={t("promocodes.apply.text")}>
          <ApplyPromocode key={account.id} minerId={account.id} />
        </SettingsSection>
      )}
      {subAccountMode(account) === "miner" && (
        <SettingsSection title={t("customers.own.settingsTitle")} text={t("customers.own.settingsText")}>
          <div>
            <NewAccountLink kind="miner" />
          </div>
        </SettingsSection>
      )}
      <NotificationsLink />
      <SecuritySettings
        client={client}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ["identity"] })}
        onSecondFactor={() =>
          requestSecondFactor().then(
            () => true,
            () => false,
          )
        }
      />
      <SettingsSection
        title={t("settings.security.sessions.title")}
        text={t("settings.security.sessions.text")}
      >
        <SessionsList client={client} />
      </SettingsSection>
      {shareable.length > 0 && (
        <SettingsSection title={t("watchers.title")} text={t("watchers.text")}>
          <WatcherLinks
            identityId={context.identity.user.id}
            miners={shareable}
            isDeclined={isSecondFactorDeclined}
          />
        </SettingsSection>
      )}
      {account?.type === "miner" && (
        <SettingsSection title={t("settings.deleteAccount.title")} text={t("settings.deleteAccount.text")}>
          <div>
            <DeleteAccount minerId={account.id} isDeclined={isSecondFactorDeclined} />
          </div>
        </SettingsSection>
      )}
      <SettingsSection title={t("users.deleteMe.title")} text={t("users.deleteMe.text")}>
        <DeleteMyUser identityId={context.identity.user.id} isDeclined={isSecondFactorDeclined} />
      </SettingsSection>
    </Page>
  );
}
