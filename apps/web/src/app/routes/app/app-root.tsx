import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLoaderData, useNavigate } from "react-router";
import { AppLayout } from "../../../components/layouts/app-layout";
import type { NavGroup } from "../../../components/layouts/nav-list";
import { paths } from "../../../config/paths";
import { UserMenu } from "../../../features/accounts/components/account-switcher";
import { hasSecondFactor } from "../../../features/accounts/utils/second-factor";
import { switchAccount } from "../../../features/accounts/utils/switch-account";
import { reportActivity } from "../../../features/auth";
import { ChatWidgets, chatMenuItems, reportMarketingActivity } from "../../../features/chat-widgets";
import { LanguagePicker, useIdentityLanguage } from "../../../features/language";
import { TwoFactorBanner } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";
import { buildNavigation } from "../../navigation";
import { useBrandName } from "../../use-brand-name";
import { useLogout } from "../../use-logout";
import { AccountSummary } from "./account-summary";
import styles from "./account-summary.module.css";

/** The signed-in area: app layout with the navigation of the active account. */
export function AppRoot() {
  const { t } = useTranslation();
  const context = useLoaderData() as AppContext;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const refetchIdentity = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ["identity"] }),
    [queryClient],
  );
  useIdentityLanguage(context.identity.user.language, refetchIdentity);
  useEffect(() => void reportActivity(reportMarketingActivity), []);

  const navigation: NavGroup[] = buildNavigation({
    account: context.account,
    access: context.access,
    settings: context.config.pool_settings,
  }).map((section) => ({
    id: section.id,
    label: t(section.labelKey),
    items: [
      ...section.items.map((item) => ({ ...item, label: t(item.labelKey) })),
      ...(section.id === "help" ? chatMenuItems(context.config.settings.integrations.chat, t) : []),
    ],
  }));
  const showBanner = !hasSecondFactor(context.identity.credentials);

  return (
    <AppLayout
      brandName={useBrandName()}
      navigation={navigation}
      labels={{ navigation: t("app.navigation"), openMenu: t("app.openMenu"), closeMenu: t("app.closeMenu") }}
      actions={
        <>
          <LanguagePicker compact />
          <UserMenu
            email={context.identity.user.email}
            permissions={context.identity.permissions}
            active={context.account}
            onSwitch={(account) => switchAccount(account, navigate)}
            onLogout={() => void logout()}
          />
        </>
      }
      footer={<AccountSummary email={context.identity.user.email} account={context.account} />}
    >
      {showBanner && (
        <div className={styles.banner}>
          <TwoFactorBanner onSetUp={() => navigate(paths.app.settings.getHref("setup=2fa"))} />
        </div>
      )}
      <Outlet />
      <ChatWidgets chat={context.config.settings.integrations.chat} session={context.session} />
    </AppLayout>
  );
}
