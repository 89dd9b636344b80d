import type { MiningReportYear } from "@pithead/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListState } from "../../../components/ui/list-state/list-state";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-client";
import { formatBtc, localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import styles from "./tax-calculator.module.css";

/**
 * The account's year behind "From my account": where the figure comes from (the monthly mining report, RUB at
 * each day's stored price) with a link to it, whether the year is over, the days without a price (not in the
 * sum), and the months (month, BTC, RUB: the units are in the column names) with the total.
 */
export function AccountYear({ query, year }: { query: UseQueryResult<MiningReportYear>; year: number }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const data = query.data?.year === year ? query.data : undefined;
  const status = isApiError(query.error) ? query.error.status : null;
  const failed =
    status === 403
      ? t("tax.account.denied")
      : status === 404
        ? t("tax.account.noReport")
        : status === 400
          ? t("tax.account.noYear", { year })
          : t("tax.account.failed");
  const monthName = (month: string) => {
    const name = formatDate(`${month}-01T00:00:00Z`, { month: "long", timeZone: "UTC" });
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  const col = { month: t("tax.account.month"), btc: t("tax.account.btc"), rub: t("tax.account.rub") };
  return (
    <section className={styles.section} aria-labelledby="tax-account-title" data-testid="tax-account">
      <h2 id="tax-account-title" className={styles.sectionTitle}>
        {t("tax.account.title", { year })}
      </h2>
      <p className={styles.muted} data-testid="tax-account-source">
        {t("tax.account.source")} <Link to={paths.app.miningReport.getHref()}>{t("tax.account.link")}</Link>
      </p>
      <ListState
        list={{
          isPending: !data && !query.isError,
          isError: query.isError,
          refetch: query.refetch,
        }}
        empty={!data}
        texts={{ loading: t("tax.account.loading"), failed, retry: t("tax.account.retry") }}
        errorTestId="tax-account-error"
        emptyView={null}
      >
        {data && (
          <>
            {!data.complete && (
              <p className={styles.notice} data-testid="tax-account-incomplete">
                {t("tax.account.incomplete", { year })}
              </p>
            )}
            {data.totals.days_without_price > 0 && (
              <p className={styles.notice} role="note" data-testid="tax-account-missing-prices">
                {t("tax.account.missingPrices", { count: data.totals.days_without_price })}
              </p>
            )}
            {data.months.length === 0 ? (
              <p className={styles.muted} data-testid="tax-account-empty">
                {t("tax.account.empty", { year })}
              </p>
            ) : (
              <div className={styles.scroll}>
                <table className={styles.months} data-testid="tax-account-months">
                  <thead>
                    <tr>
                      <th scope="col">{col.month}</th>
                      <th scope="col">{col.btc}</th>
                      <th scope="col">{col.rub}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.months.map((month) => (
                      <tr
                        key={month.month}
                        data-testid="tax-account-month"
                        data-empty={month.credited === 0 || undefined}
                      >
                        <td>{monthName(month.month)}</td>
                        <td>{formatBtc(month.credited, { locale })}</td>
                        <td>
                          <span className={styles.stack}>
                            <span>{localizeDecimal(month.rub_value, locale)}</span>
                            {month.days_without_price > 0 && (
                              <span className={styles.noPrice}>
                                {t("tax.account.monthNoPrice", { count: month.days_without_price })}
                              </span>
                            )}
                          </span>
                        </td>
                      </tr>
                    ))}
                    <tr className={styles.total} data-testid="tax-account-total">
                      <td>{t("tax.account.total")}</td>
                      <td>{formatBtc(data.totals.credited, { locale })}</td>
                      <td>{localizeDecimal(data.totals.rub_value, locale)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </ListState>
    </section>
  );
}
