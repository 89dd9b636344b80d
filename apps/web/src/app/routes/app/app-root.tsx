import { useTranslation } from "react-i18next";
import { Outlet, useLoaderData } from "react-router";
import { AppLayout } from "../../../components/layouts/app-layout";
import type { NavGroup } from "../../../components/layouts/nav-list";
import { LanguagePicker } from "../../../features/language";
import type { AppContext } from "../../loaders/load-app-context";
import { buildNavigation } from "../../navigation";
import { useBrandName } from "../../use-brand-name";
import { AccountSummary } from "./account-summary";

/** The signed-in area: app layout with the navigation of the active account. */
export function AppRoot() {
  const { t } = useTranslation();
  const context = useLoaderData() as AppContext;
  const navigation: NavGroup[] = buildNavigation({
    account: context.account,
    access: context.access,
    settings: context.config.pool_settings,
  }).map((section) => ({
    id: section.id,
    label: t(section.labelKey),
    items: section.items.map((item) => ({ ...item, label: t(item.labelKey) })),
  }));

  return (
    <AppLayout
      brandName={useBrandName()}
      navigation={navigation}
      labels={{ navigation: t("app.navigation"), openMenu: t("app.openMenu"), closeMenu: t("app.closeMenu") }}
      actions={<LanguagePicker />}
      footer={<AccountSummary email={context.identity.user.email} account={context.account} />}
    >
      <Outlet />
    </AppLayout>
  );
}
