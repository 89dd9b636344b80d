import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useFormatters } from "../../../lib/i18n";
import styles from "./platform.module.css";

/** Previous, "Page 2 of 5", next: shown only when there is more than one page. */
export function PlatformPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  if (props.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("platform.pager.pages")}>
      <Button
        size="s"
        variant="secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t("platform.pager.previous")}
      </Button>
      <span className={styles.muted}>
        {t("platform.pager.pageOf", { page: formatNumber(props.page), pages: formatNumber(props.pages) })}
      </span>
      <Button
        size="s"
        variant="secondary"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t("platform.pager.next")}
      </Button>
    </nav>
  );
}
