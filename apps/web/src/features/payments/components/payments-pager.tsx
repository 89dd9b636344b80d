import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useFormatters } from "../../../lib/i18n";
import { pageCount, paymentsPerPage } from "../utils/payment-filters";
import styles from "./payments-view.module.css";

/** "51–100 of 230" with the previous and next page. */
export function PaymentsPager(props: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const pages = pageCount(props.total);
  const first = props.total === 0 ? 0 : (props.page - 1) * paymentsPerPage + 1;
  const last = Math.min(props.total, props.page * paymentsPerPage);
  return (
    <nav className={styles.pager} aria-label={t("payments.list.pagination")}>
      <span className={styles.count} data-testid="payments-count">
        {t("payments.list.count", {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(props.total),
        })}
      </span>
      {pages > 1 && (
        <span className={styles.pages}>
          <Button
            variant="secondary"
            size="s"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t("payments.list.previous")}
          </Button>
          <span className={styles.count}>
            {t("payments.list.page", { page: formatNumber(props.page), pages: formatNumber(pages) })}
          </span>
          <Button
            variant="secondary"
            size="s"
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t("payments.list.next")}
          </Button>
        </span>
      )}
    </nav>
  );
}
