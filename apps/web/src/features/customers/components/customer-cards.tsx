import { minerSortFields } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useFormatters } from "../../../lib/i18n";
import { customerFigures } from "./customer-figures";
import styles from "./customers.module.css";
import type { CustomersListProps } from "./customers-table";
import { WorkersCell } from "./workers-cell";

/** Under 1024 px: a card a customer, with a sort picker above. */
export function CustomerCards({ rows, params, onSort }: CustomersListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <div className={styles.cards}>
      <label className={styles.sortPicker}>
        <span>{t("customers.list.sortBy")}</span>
        <select
          value={params.sort_by}
          onChange={(event) => onSort(event.target.value as (typeof minerSortFields)[number])}
        >
          {minerSortFields.map((field) => (
            <option key={field} value={field}>
              {t(`customers.columns.${field}`)}
            </option>
          ))}
        </select>
      </label>
      <ul className={styles.cardList}>
        {rows.map((row) => {
          const view = customerFigures(row, locale);
          return (
            <li key={row.id}>
              <Link
                to={paths.app.customer.getHref(row.id)}
                className={styles.card}
                data-testid="customer-row"
              >
                <span className={styles.cardTitle} translate="no">
                  {row.title}
                </span>
                <span className={styles.login}>{row.account_name}</span>
                <dl className={styles.cardFigures}>
                  <dt>{t("customers.columns.hash_rate_15m")}</dt>
                  <dd>{view.hash15m}</dd>
                  <dt>{t("customers.columns.hash_rate_24h")}</dt>
                  <dd>{view.hash24h}</dd>
                  <dt>{t("customers.columns.workers")}</dt>
                  <dd>
                    <WorkersCell workers={row.workers} />
                  </dd>
                  <dt>{t("customers.columns.balance")}</dt>
                  <dd>{view.balance}</dd>
                  <dt>{t("customers.columns.fee")}</dt>
                  <dd>{view.fee}</dd>
                </dl>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
