import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import { isPlatformStaff, PayoutRequests, PayoutSchedule } from "../../../features/platform";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/** `/platform/payouts`: the daily payout schedule and the blockchain payout requests of the manual provider. */
export function PlatformPayoutsPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const staff = isPlatformStaff(context.identity.permissions);
  return (
    <Sections>
      <SettingsSection
        title={t("platform.payouts.schedule.title")}
        text={t("platform.payouts.schedule.text")}
      >
        <PayoutSchedule canEdit={staff} isDeclined={isSecondFactorDeclined} />
      </SettingsSection>
      <SettingsSection
        title={t("platform.payouts.requests.title")}
        text={t("platform.payouts.requests.text")}
      >
        <PayoutRequests canAct={staff} isDeclined={isSecondFactorDeclined} />
      </SettingsSection>
    </Sections>
  );
}
