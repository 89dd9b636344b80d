import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorScreen } from "../../../components/errors/error-screen";
import { CenteredLayout } from "../../../components/layouts/centered-layout";
import { paths } from "../../../config/paths";
import { LanguagePicker } from "../../../features/language";
import { useBrandName } from "../../use-brand-name";

/** `/404` and every unknown path: code, title, description and a way back to main. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CenteredLayout brandName={useBrandName()} actions={<LanguagePicker />}>
      <ErrorScreen
        code={t("errors.frontend.notFound.code")}
        title={t("errors.frontend.notFound.title")}
        description={t("errors.frontend.notFound.description")}
        action={{
          label: t("errors.frontend.back"),
          onClick: () => navigate(paths.app.dashboard.getHref()),
          testId: "not-found-back",
        }}
      />
    </CenteredLayout>
  );
}
