import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import { LedgerCheck, RewardRates } from "../../../features/platform-rewards";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/** Platform roles that may set the reward rate (the server's rule for `PUT platform/rewards/rates/current`). */
const rateSetters = new Set(["owner", "admin", "treasurer"]);

/** `/platform`: the ledger check and the FPPS reward rate (in force, history, a new one). */
export function PlatformRewardsPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const role = context.identity.permissions.find((p) => p.type === "platform")?.role;
  return (
    <Sections>
      <SettingsSection title={t("platform.ledger.title")} text={t("platform.ledger.text")}>
        <LedgerCheck />
      </SettingsSection>
      <SettingsSection title={t("platform.rates.title")} text={t("platform.rates.text")}>
        <RewardRates
          canSet={role !== undefined && rateSetters.has(role)}
          isDeclined={isSecondFactorDeclined}
        />
      </SettingsSection>
    </Sections>
  );
}
