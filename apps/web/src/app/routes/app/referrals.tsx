import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ReferralsView } from "../../../features/referrals";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/referrals` (guarded by `section_referrals_read`): the active miner's referral terms, codes and share links,
 * the miners who joined with them and the earnings. "New code" for its owner or administrator.
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  const miner = account?.type === "miner" ? account : null;
  return (
    <Page title={t("pages.referrals.title")} subtitle={t("referrals.subtitle")}>
      {miner ? (
        <ReferralsView
          key={miner.id}
          minerId={miner.id}
          canManage={roleMay(miner.role ?? "", "manage_settings")}
          isDeclined={isSecondFactorDeclined}
        />
      ) : (
        <EmptyState
          icon="referrals"
          title={t("pages.referrals.title")}
          description={t("referrals.noAccount")}
        />
      )}
    </Page>
  );
}
