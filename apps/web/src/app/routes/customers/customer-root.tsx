import { useTranslation } from "react-i18next";
import { Outlet, useParams, useRouteLoaderData } from "react-router";
import { AreaLayout } from "../../../components/layouts/area-layout";
import { paths } from "../../../config/paths";
import { useCustomerHeading } from "../../../features/customers";
import type { AppContext } from "../../loaders/load-app-context";
import { mayOpen } from "../../route-access";

/**
 * Customer area: the customer's mining page, settings and payments under one header (title, account name); the
 * settings and payments tabs only where the route table opens them (the operator's financial readers).
 */
export function CustomerRoot() {
  const { t } = useTranslation();
  const id = useParams().customerId ?? "";
  const heading = useCustomerHeading(id);
  const { account, access, config } = useRouteLoaderData("app") as AppContext;
  const opens = (route: string) => mayOpen(route, { account, access, settings: config.pool_settings });
  const tabs = [
    { route: paths.app.customer.path, to: paths.app.customer.getHref(id), label: t("nav.mining"), end: true },
    {
      route: paths.app.customerSettings.path,
      to: paths.app.customerSettings.getHref(id),
      label: t("nav.settings"),
    },
    {
      route: paths.app.customerPayments.path,
      to: paths.app.customerPayments.getHref(id),
      label: t("nav.payments"),
    },
  ];
  return (
    <AreaLayout
      title={heading.title || t("customers.area.loading")}
      titleIsData={Boolean(heading.title)}
      subtitle={
        heading.accountName ? t("customers.area.accountName", { name: heading.accountName }) : undefined
      }
      back={{ to: paths.app.customers.getHref(), label: t("app.backToCustomers") }}
      tabsLabel={t("app.sections")}
      tabs={tabs.filter((tab) => opens(tab.route)).map(({ route: _, ...tab }) => tab)}
    >
      <Outlet />
    </AreaLayout>
  );
}
