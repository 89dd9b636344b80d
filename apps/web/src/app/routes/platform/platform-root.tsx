import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AreaLayout } from "../../../components/layouts/area-layout";
import { paths } from "../../../config/paths";

/** Platform area: rewards, payouts and unallocated funds. */
export function PlatformRoot() {
  const { t } = useTranslation();
  return (
    <AreaLayout
      title={t("pages.platform.title")}
      tabsLabel={t("app.sections")}
      tabs={[
        { to: paths.platform.rewards.getHref(), label: t("nav.rewards"), end: true },
        { to: paths.platform.payouts.getHref(), label: t("nav.payouts") },
        { to: paths.platform.unallocated.getHref(), label: t("nav.unallocated") },
      ]}
    >
      <Outlet />
    </AreaLayout>
  );
}
