import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDashboardName } from "../hooks/use-dashboard-name";
import { useDashboardStats } from "../hooks/use-dashboard-stats";
import styles from "./dashboard.module.css";
import { HashrateCard } from "./hashrate-card";
import { MoneyTiles } from "./money-tiles";
import { ScopeHeading } from "./scope-heading";
import { StatTiles } from "./stat-tiles";

/**
 * The aggregate dashboard of a pool or an operator, in two titled groups so no figure's scope is a guess (issue
 * 41): the mining of all its miners (figures and chart, summed), then its own fee income (balance, today,
 * earned; not the miners' money). An operator's fee links to its Payments page and its customers' balances.
 */
export function AccountDashboard({ type, id }: { type: "pool" | "operator"; id: string }) {
  const { t } = useTranslation();
  const source = { type, id };
  const stats = useDashboardStats(source);
  const name = useDashboardName(source) ?? "";
  const feeHeading = (
    <ScopeHeading
      id="fee"
      title={t(`dashboard.scope.fee.${type}`, { name })}
      text={t(`dashboard.scope.feeText.${type}`, { name })}
      links={
        type === "operator" ? (
          <>
            <Link to="/payments?scope=own" data-testid="fee-payments-link">
              {t("dashboard.scope.feePayments")}
            </Link>
            <Link to="/customers">{t("dashboard.scope.customerBalances")}</Link>
          </>
        ) : undefined
      }
    />
  );
  return (
    <div className={styles.dashboard} data-testid={`${type}-dashboard`}>
      <div className={styles.group}>
        <ScopeHeading
          id="mining"
          title={t(`dashboard.scope.mining.${type}`, { name })}
          text={t(`dashboard.scope.miningText.${type}`, { name })}
        />
        <StatTiles figures={stats.data} isError={stats.isError} />
        <HashrateCard source={source} />
      </div>
      <MoneyTiles
        source={source}
        heading={feeHeading}
        labels={{
          balance: t("dashboard.fee.balance"),
          today: t("dashboard.fee.today"),
          allTime: t("dashboard.fee.allTime"),
          balanceHint: t(`dashboard.fee.balanceHint.${type}`, { name }),
        }}
      />
    </div>
  );
}
