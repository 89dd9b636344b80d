import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import {
  isPlatformStaff,
  LedgerCheck,
  mayWatchDelivery,
  NotificationDelivery,
  RewardRates,
} from "../../../features/platform";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/platform`: the ledger check, the FPPS reward rate (in force, history, a new one) and, to the platform's owner
 * and admin, notification delivery.
 */
export function PlatformRewardsPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const staff = isPlatformStaff(context.identity.permissions);
  const delivery = mayWatchDelivery(context.identity.permissions);
  return (
    <Sections>
      <SettingsSection title={t("platform.ledger.title")} text={t("platform.ledger.text")}>
        <LedgerCheck canRun={staff} />
      </SettingsSection>
      <SettingsSection title={t("platform.rates.title")} text={t("platform.rates.text")}>
        <RewardRates canSet={staff} isDeclined={isSecondFactorDeclined} />
      </SettingsSection>
      {delivery && (
        <SettingsSection title={t("platform.delivery.title")} text={t("platform.delivery.text")}>
          <NotificationDelivery />
        </SettingsSection>
      )}
    </Sections>
  );
}
