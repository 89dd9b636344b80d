import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { NotificationPreferences } from "../../../features/notifications";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/settings/notifications`: the signed-in user's notification choices, per event and channel (E-mail,
 * Telegram), for all accounts and per account; security e-mails stay on.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  return (
    <Page title={t("pages.notifications.title")} subtitle={t("notifications.subtitle")}>
      <NotificationPreferences identityId={context.identity.user.id} isDeclined={isSecondFactorDeclined} />
    </Page>
  );
}
