import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { isApiError } from "../../../lib/api-client";
import { useMiningReport } from "../api/get-mining-report";
import { defaultReportMonth, reportMonths } from "../utils/months";
import { DownloadCsvButton } from "./download-csv-button";
import { DownloadPdfButton } from "./download-pdf-button";
import { FilingNotes } from "./filing-notes";
import styles from "./mining-report.module.css";
import { MonthSelect, useMonthName } from "./month-select";
import { ReportDays } from "./report-days";
import { ReportFacts } from "./report-facts";
import { ReportPayouts } from "./report-payouts";
import { ReportTotals } from "./report-totals";
import { WatcherLinkField } from "./watcher-link-field";

/**
 * `/mining-report` of one miner account: a month from January 2025 to the current UTC month (the previous one
 * first), its credits by settlement day in BTC and RUB, totals, payouts, the filing deadline, short filing notes,
 * and the same figures as CSV or as a PDF to file (with an optional watcher link printed on it).
 */
export function MiningReportView(props: { minerId: string; initialMonth?: string; now?: () => Date }) {
  const { t } = useTranslation();
  const now = useMemo(() => (props.now ?? (() => new Date()))(), [props.now]);
  const months = useMemo(() => reportMonths(now), [now]);
  const [month, setMonth] = useState(() =>
    props.initialMonth && months.includes(props.initialMonth) ? props.initialMonth : defaultReportMonth(now),
  );
  const report = useMiningReport(props.minerId, month);
  const [watcherLink, setWatcherLink] = useState("");
  const [linkRefused, setLinkRefused] = useState(false);
  const data = report.data?.month === month ? report.data : undefined;
  const failure = isApiError(report.error) ? report.error : null;
  const failed =
    failure?.status === 403
      ? t("miningReport.denied")
      : failure?.status === 404
        ? t("miningReport.noReport")
        : t("miningReport.failed");
  const monthName = useMonthName();

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <MonthSelect
          id="mining-report-month"
          label={t("miningReport.month")}
          value={month}
          months={months}
          onChange={setMonth}
        />
        {data && (
          <div className={styles.buttons}>
            <DownloadCsvButton minerId={props.minerId} month={month} />
            <DownloadPdfButton
              minerId={props.minerId}
              month={month}
              watcherLink={watcherLink}
              onLinkRefused={setLinkRefused}
            />
          </div>
        )}
      </div>
      {data && (
        <WatcherLinkField
          value={watcherLink}
          onChange={(value) => {
            setWatcherLink(value);
            setLinkRefused(false);
          }}
          refused={linkRefused}
        />
      )}
      <ListState
        list={{
          isPending: !data && !report.isError && (report.isPending || report.isFetching),
          isError: report.isError,
          refetch: report.refetch,
        }}
        empty={!data}
        texts={{ loading: t("miningReport.loading"), failed, retry: t("miningReport.retry") }}
        errorTestId="mining-report-error"
        emptyView={null}
      >
        {data && (
          <>
            <ReportFacts report={data} monthName={monthName(data.month)} />
            <section className={styles.section} aria-labelledby="mining-report-days-title">
              <h2 id="mining-report-days-title" className={styles.sectionTitle}>
                {t("miningReport.days.title")}
              </h2>
              {data.days.length === 0 ? (
                <div data-testid="mining-report-empty">
                  <EmptyState
                    icon="report"
                    title={t("miningReport.empty.title")}
                    description={t("miningReport.empty.text")}
                  />
                </div>
              ) : (
                <>
                  <p className={styles.text}>{t("miningReport.days.text")}</p>
                  <ReportDays days={data.days} />
                </>
              )}
            </section>
            <ReportTotals report={data} />
            <ReportPayouts payouts={data.payouts} />
          </>
        )}
      </ListState>
      <FilingNotes />
    </div>
  );
}
