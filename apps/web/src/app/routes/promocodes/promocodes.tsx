import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "../../../components/layouts/page";
import { paths } from "../../../config/paths";
import { PromocodesList } from "../../../features/promocodes";

/** `/promocodes`: the platform's promo codes, with a link to a new one. */
export function PromocodesPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t("pages.promocodes.title")}
      actions={<Link to={paths.promocode.create.getHref()}>{t("promocodes.list.create")}</Link>}
    >
      <PromocodesList />
    </Page>
  );
}
