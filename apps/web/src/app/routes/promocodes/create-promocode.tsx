import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Page } from "../../../components/layouts/page";
import { toast } from "../../../components/ui/toast";
import { paths } from "../../../config/paths";
import { PromocodeForm, useCreatePromocode } from "../../../features/promocodes";
import { isSecondFactorDeclined } from "../../../features/two-factor";

/** `/promocodes/create`: a new promo code; saved, it opens in its edit page. */
export function CreatePromocodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePromocode();
  return (
    <Page title={t("pages.createPromocode.title")}>
      <PromocodeForm
        saving={create.isPending}
        isDeclined={isSecondFactorDeclined}
        onSave={async (body) => {
          const code = await create.mutateAsync(body);
          toast.show({ type: "success", title: t("promocodes.form.created", { code: code.code }) });
          navigate(paths.promocode.edit.getHref(code.id));
        }}
      />
    </Page>
  );
}
