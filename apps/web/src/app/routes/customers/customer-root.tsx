import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { AreaLayout } from "../../../components/layouts/area-layout";
import { paths } from "../../../config/paths";
import { useCustomerHeading } from "../../../features/customers";

/** Customer area: the customer's mining page, settings and payments under one header (title, account name). */
export function CustomerRoot() {
  const { t } = useTranslation();
  const id = useParams().customerId ?? "";
  const heading = useCustomerHeading(id);
  return (
    <AreaLayout
      title={heading.title || t("customers.area.loading")}
      subtitle={
        heading.accountName ? t("customers.area.accountName", { name: heading.accountName }) : undefined
      }
      back={{ to: paths.app.customers.getHref(), label: t("app.backToCustomers") }}
      tabsLabel={t("app.sections")}
      tabs={[
        { to: paths.app.customer.getHref(id), label: t("nav.mining"), end: true },
        { to: paths.app.customerSettings.getHref(id), label: t("nav.settings") },
        { to: paths.app.customerPayments.getHref(id), label: t("nav.payments") },
      ]}
    >
      <Outlet />
    </AreaLayout>
  );
}
