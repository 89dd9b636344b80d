import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { paths } from "../../../config/paths";
import { PromocodesList } from "../../../features/promocodes";
import type { AppContext } from "../../loaders/load-app-context";
import { mayOpen } from "../../route-access";

/**
 * `/promocodes` (the platform's, by the route table): its promo codes; the link to a new one and each code's
 * edit page only for a role the table opens them to (one that may manage the platform's settings).
 */
export function PromocodesPage() {
  const { t } = useTranslation();
  const { account, access, config } = useRouteLoaderData("app") as AppContext;
  const context = { account, access, settings: config.pool_settings };
  return (
    <Page
      title={t("pages.promocodes.title")}
      actions={
        mayOpen(paths.promocode.create.path, context) ? (
          <Link to={paths.promocode.create.getHref()}>{t("promocodes.list.create")}</Link>
        ) : undefined
      }
    >
      <PromocodesList canEdit={mayOpen(paths.promocode.edit.path, context)} />
    </Page>
  );
}
