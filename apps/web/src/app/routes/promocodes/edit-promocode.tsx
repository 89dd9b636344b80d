import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { toast } from "../../../components/ui/toast";
import { PromocodeForm, usePromocode, useUpdatePromocode } from "../../../features/promocodes";
import { isSecondFactorDeclined } from "../../../features/two-factor";

/** `/promocodes/{id}`: a promo code's fields, changed as a whole; how many times it was used. */
export function EditPromocodePage() {
  const { t } = useTranslation();
  const { promocodeId = "" } = useParams();
  const code = usePromocode(promocodeId);
  const update = useUpdatePromocode(promocodeId);
  const title = code.data ? code.data.code : t("pages.editPromocode.title");
  return (
    <Page title={title} subtitle={code.data ? t("promocodes.form.used", { n: code.data.used }) : undefined}>
      {code.isPending ? (
        <Spinner label={t("promocodes.list.loading")} />
      ) : code.data ? (
        <PromocodeForm
          key={code.data.updated_at}
          initial={code.data}
          saving={update.isPending}
          isDeclined={isSecondFactorDeclined}
          onSave={async (body) => {
            await update.mutateAsync(body);
            toast.show({ type: "success", title: t("promocodes.form.saved") });
          }}
        />
      ) : (
        <EmptyState icon="promocode" title={t("promocodes.form.failed")} />
      )}
    </Page>
  );
}
