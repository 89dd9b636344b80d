import { roleMay } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Page } from "../../../components/layouts/page";
import { TransfersView } from "../../../features/transfers";
import { isSecondFactorDeclined } from "../../../features/two-factor";
import type { AppContext } from "../../loaders/load-app-context";

/**
 * `/transfers`: move BTC between the signed-in user's own miner accounts (the server moves money only by a
 * permission on each miner itself, never by an operator's or a pool's): from a Control Hub or a pool account
 * too, whose texts say that the customers' or miners' balances are not theirs to move.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const { identity, account } = useRouteLoaderData("app") as AppContext;
  // The miner accounts money may move between (the role table's `transfer_own`: owner, admin or treasurer of the
  // miner itself), one entry per account.
  const miners = [
    ...new Map(
      identity.permissions
        .filter((item) => item.type === "miner" && (!item.role || roleMay(item.role, "transfer_own")))
        .map((item) => [item.id, item]),
    ).values(),
  ];
  return (
    <Page title={t("pages.transfers.title")} subtitle={t("payments.transfers.subtitle")}>
      <TransfersView
        accounts={miners}
        activeId={account?.type === "miner" ? account.id : null}
        accountType={account?.type === "operator" || account?.type === "pool" ? account.type : "miner"}
        isDeclined={isSecondFactorDeclined}
      />
    </Page>
  );
}
