import { useTranslation } from "react-i18next";
import { ErrorScreen } from "../../../components/errors/error-screen";
import { CenteredLayout } from "../../../components/layouts/centered-layout";
import { paths } from "../../../config/paths";
import { LanguagePicker } from "../../../features/language";
import { DEFAULT_BRAND_NAME, useBrandName } from "../../use-brand-name";

/** Reloads the page; on `/500` itself a reload would only show this page again, so it reloads main. */
export function reloadAfterInternalError(
  location: Pick<Location, "pathname" | "reload" | "assign"> = window.location,
) {
  if (location.pathname === paths.errors.internal.path) location.assign(paths.app.dashboard.getHref());
  else location.reload();
}

function InternalErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={t("errors.frontend.internal.code")}
      title={t("errors.frontend.internal.title")}
      description={t("errors.frontend.internal.description")}
      action={{ label: t("errors.frontend.back"), onClick: () => reloadAfterInternalError() }}
    />
  );
}

/** `/500` and failed routes: the 500 message and a back button that reloads. */
export function InternalErrorPage() {
  return (
    <CenteredLayout brandName={useBrandName()} actions={<LanguagePicker />}>
      <InternalErrorScreen />
    </CenteredLayout>
  );
}

/** When the app cannot boot at all (no configuration): no router, no query client, English only. */
export function BootFailurePage() {
  return (
    <CenteredLayout brandName={DEFAULT_BRAND_NAME} plain>
      <InternalErrorScreen />
    </CenteredLayout>
  );
}
