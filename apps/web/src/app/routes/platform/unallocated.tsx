import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Sections } from "../../../components/layouts/sections";
import { SettingsSection } from "../../../features/auth";
import { isPlatformStaff, UnallocatedFundsList } from "../../../features/platform";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/** `/platform/unallocated`: unknown accounts' shares valued on settled days, and their refund to a miner. */
export function PlatformUnallocatedPage() {
  const { t } = useTranslation();
  const context = useRouteLoaderData("app") as AppContext;
  const staff = isPlatformStaff(context.identity.permissions);
  return (
    <Sections>
      <SettingsSection title={t("platform.unallocated.title")} text={t("platform.unallocated.text")}>
        <UnallocatedFundsList canRefund={staff} isDeclined={isSecondFactorDeclined} />
      </SettingsSection>
    </Sections>
  );
}
