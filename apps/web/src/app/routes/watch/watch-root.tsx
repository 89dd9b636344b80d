import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useParams } from "react-router";
import { WatchLayout } from "../../../components/layouts/watch-layout";
import { paths } from "../../../config/paths";
import { LanguagePicker } from "../../../features/language";
import { useBrandName } from "../../use-brand-name";

/** Watch area: read-only dashboard, workers and payments of a shared account; `pid` stays in the links. */
export function WatchRoot() {
  const { t } = useTranslation();
  const token = useParams().watcherToken ?? "";
  const { search } = useLocation();
  const pid = new URLSearchParams(search).get("pid");
  const keep = pid ? new URLSearchParams({ pid }) : undefined;
  return (
    <WatchLayout
      brandName={useBrandName()}
      homeHref={paths.watch.dashboard.getHref(token, keep)}
      badge={t("app.readOnly")}
      tabsLabel={t("app.sections")}
      tabs={[
        { to: paths.watch.dashboard.getHref(token, keep), label: t("nav.dashboard"), end: true },
        { to: paths.watch.workers.getHref(token, keep), label: t("nav.workers") },
        { to: paths.watch.payments.getHref(token, keep), label: t("nav.payments") },
      ]}
      actions={<LanguagePicker />}
    >
      <Outlet />
    </WatchLayout>
  );
}
