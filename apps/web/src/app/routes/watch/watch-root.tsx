import { useTranslation } from "react-i18next";
import { Link, Outlet, useLoaderData, useLocation } from "react-router";
import { WatchLayout } from "../../../components/layouts/watch-layout";
import { paths } from "../../../config/paths";
import { LanguagePicker } from "../../../features/language";
import type { WatchContext } from "../../loaders/watch-loader";
import { useBrandName } from "../../use-brand-name";
import styles from "./watch-root.module.css";

/**
 * Watch area: read-only dashboard, workers and payments of a shared miner, named above the tabs; `pid` stays in
 * the links. A link to several miners offers the others by name. A link without a section hides its tab.
 */
export function WatchRoot() {
  const { t } = useTranslation();
  const { token, pid, permission, permissions } = useLoaderData() as WatchContext;
  const { pathname } = useLocation();
  const keep = pid ? new URLSearchParams({ pid }) : undefined;
  const allowed = (section: string) => !permission?.sections || permission.sections.includes(section);
  const tabs = [
    {
      section: "dashboard",
      to: paths.watch.dashboard.getHref(token, keep),
      label: t("nav.dashboard"),
      end: true,
    },
    { section: "workers", to: paths.watch.workers.getHref(token, keep), label: t("nav.workers") },
    { section: "payments", to: paths.watch.payments.getHref(token, keep), label: t("nav.payments") },
  ].filter((tab) => allowed(tab.section));
  const heading = permission && (
    <>
      <h1 className={styles.account}>
        <span className={styles.label}>{t("watchers.watch.watching")}</span>{" "}
        <span data-testid="watched-account">{permission.account_name ?? permission.id}</span>
      </h1>
      {permissions
        .filter((other) => other.id !== permission.id)
        .map((other) => (
          <Link
            key={other.id}
            className={styles.other}
            to={`${pathname}?${new URLSearchParams({ pid: other.id })}`}
          >
            {other.account_name ?? other.id}
          </Link>
        ))}
    </>
  );
  return (
    <WatchLayout
      brandName={useBrandName()}
      homeHref={paths.watch.dashboard.getHref(token, keep)}
      badge={t("app.readOnly")}
      tabsLabel={t("app.sections")}
      tabs={tabs}
      heading={heading}
      actions={<LanguagePicker />}
    >
      <Outlet />
    </WatchLayout>
  );
}
