import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { isApiError } from "../../../lib/api-client";
import { useOperatorMiningReport } from "../api/get-operator-mining-report";
import { defaultReportMonth, reportMonths } from "../utils/months";
import { MiningReportView } from "./mining-report-view";
import { MonthSelect, useMonthName } from "./month-select";
import { OperatorCustomers } from "./operator-customers";
import { OperatorFacts } from "./operator-facts";
import styles from "./operator-report.module.css";

/**
 * `/mining-report` of a Control Hub operator: a month (`?month=`, the previous one by default) with each
 * customer's credits in BTC and RUB, the totals, the deadline and whether the month is over. `?customer=<miner
 * id>` shows that customer's full report instead (the miner route, which the operator's users may read).
 */
export function OperatorReportView(props: { operatorId: string; now?: () => Date }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const now = useMemo(() => (props.now ?? (() => new Date()))(), [props.now]);
  const months = useMemo(() => reportMonths(now), [now]);
  const asked = search.get("month") ?? "";
  const month = months.includes(asked) ? asked : defaultReportMonth(now);
  const customer = search.get("customer");
  const hrefOf = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

  if (customer)
    return (
      <div className={styles.customer} data-testid="operator-report-customer">
        <Link className={styles.back} to={hrefOf({ month })} data-testid="operator-report-back">
          {t("operatorReport.customer.back")}
        </Link>
        <MiningReportView key={customer} minerId={customer} initialMonth={month} now={props.now} />
      </div>
    );
  return (
    <OperatorMonth
      operatorId={props.operatorId}
      month={month}
      months={months}
      onMonth={(next) => setSearch({ month: next }, { replace: true })}
      reportHref={(minerId) => hrefOf({ month, customer: minerId })}
    />
  );
}

function OperatorMonth(props: {
  operatorId: string;
  month: string;
  months: string[];
  onMonth: (month: string) => void;
  reportHref: (minerId: string) => string;
}) {
  const { t } = useTranslation();
  const monthName = useMonthName();
  const report = useOperatorMiningReport(props.operatorId, props.month);
  const data = report.data?.month === props.month ? report.data : undefined;
  const failure = isApiError(report.error) ? report.error : null;
  const failed =
    failure?.status === 403
      ? t("operatorReport.denied")
      : failure?.status === 404
        ? t("operatorReport.noReport")
        : t("operatorReport.failed");
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <MonthSelect
          id="operator-report-month"
          label={t("operatorReport.month")}
          value={props.month}
          months={props.months}
          onChange={props.onMonth}
        />
      </div>
      <ListState
        list={{
          isPending: !data && !report.isError && (report.isPending || report.isFetching),
          isError: report.isError,
          refetch: report.refetch,
        }}
        empty={!data}
        texts={{ loading: t("operatorReport.loading"), failed, retry: t("operatorReport.retry") }}
        errorTestId="operator-report-error"
        emptyView={null}
      >
        {data && (
          <>
            <OperatorFacts report={data} monthName={monthName(data.month)} />
            <section className={styles.section} aria-labelledby="operator-report-customers-title">
              <h2 id="operator-report-customers-title" className={styles.sectionTitle}>
                {t("operatorReport.table.title")}
              </h2>
              {data.customers.length === 0 ? (
                <div data-testid="operator-report-empty">
                  <EmptyState
                    icon="customers"
                    title={t("operatorReport.empty.title")}
                    description={t("operatorReport.empty.text")}
                  />
                </div>
              ) : (
                <>
                  <div className={styles.scroll}>
                    <OperatorCustomers report={data} reportHref={props.reportHref} />
                  </div>
                  {data.totals.days_without_price > 0 && (
                    <p className={styles.notice} role="note" data-testid="operator-report-missing-prices">
                      {t("operatorReport.missingPrices", { count: data.totals.days_without_price })}
                    </p>
                  )}
                </>
              )}
            </section>
          </>
        )}
      </ListState>
    </div>
  );
}
