import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import { PayoutRequests, PayoutSchedule } from "../../../features/platform-payouts";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/** Platform roles that change the schedule and move requests (the server's `requirePlatform()` default). */
const payoutStaff = new Set(["owner", "admin", "treasurer"]);

/** `/platform/payouts`: the daily payout schedule and the blockchain payout requests of the manual provider. */
export function PlatformPayoutsPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const role = context.identity.permissions.find((p) => p.type === "platform")?.role;
  const staff = role !== undefined && payoutStaff.has(role);
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
        <PayoutRequests canAct={staff} />
      </SettingsSection>
    </Sections>
  );
}
