import { roleMay } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { Button } from "../../../components/ui/button/button";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ProfitSharingView } from "../../../features/profit-sharing";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/profit-sharing`: the active miner's splits of its daily net reward with other miners (given: share, change,
 * end, for its owner or administrator) and those it receives. Other account types have none.
 */
export function ProfitSharingPage() {
  const { t } = useTranslation();
  const { account } = useRouteLoaderData("app") as AppContext;
  const [sharing, setSharing] = useState(false);
  const miner = account?.type === "miner" ? account : null;
  const canManage = miner ? roleMay(miner.role ?? "", "manage_settings") : false;
  return (
    <Page
      title={t("pages.profitSharing.title")}
      subtitle={t("profitSharing.subtitle")}
      actions={
        canManage ? (
          <Button onClick={() => setSharing(true)} data-testid="share-open">
            {t("profitSharing.share.open")}
          </Button>
        ) : undefined
      }
    >
      {miner ? (
        <ProfitSharingView
          key={miner.id}
          minerId={miner.id}
          accountName={miner.account_name ?? ""}
          canManage={canManage}
          sharing={sharing}
          onShare={() => setSharing(true)}
          onShareClose={() => setSharing(false)}
          isDeclined={isSecondFactorDeclined}
        />
      ) : (
        <EmptyState
          icon="profit"
          title={t("pages.profitSharing.title")}
          description={t("profitSharing.noAccount")}
        />
      )}
    </Page>
  );
}
