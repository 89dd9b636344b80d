import { useTranslation } from "react-i18next";
import { Pager } from "../../../components/ui/pager/pager";
import { useFormatters } from "../../../lib/i18n";
import { pageCount, paymentsPerPage } from "../utils/payment-filters";
import styles from "./payments-view.module.css";

/** "51–100 of 230" with the previous and next page. */
export function PaymentsPager(props: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const first = props.total === 0 ? 0 : (props.page - 1) * paymentsPerPage + 1;
  const last = Math.min(props.total, props.page * paymentsPerPage);
  return (
    <Pager
      label={t("payments.list.pagination")}
      page={props.page}
      pages={pageCount(props.total)}
      onPage={props.onPage}
    >
      <span className={styles.count} data-testid="payments-count">
        {t("payments.list.count", {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(props.total),
        })}
      </span>
    </Pager>
  );
}
