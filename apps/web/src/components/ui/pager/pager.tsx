import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { Button } from "../button/button";
import styles from "./pager.module.css";

/**
 * A list's page navigation: what comes before it (`children`, e.g. "51–100 of 230"), then previous,
 * "Page 2 of 5" and next when there is more than one page. Nothing at all when there is neither.
 */
export function Pager(props: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** `space-between` with a count before the steps; centred steps alone. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const steps = props.pages > 1;
  if (!steps && !props.children) return null;
  return (
    <nav className={props.children ? styles.spread : styles.centred} aria-label={props.label}>
      {props.children}
      {steps && (
        <span className={styles.steps}>
          <Button
            variant="secondary"
            size="s"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t("ui.pager.previous")}
          </Button>
          <span className={styles.muted}>
            {t("ui.pager.pageOf", { page: formatNumber(props.page), pages: formatNumber(props.pages) })}
          </span>
          <Button
            variant="secondary"
            size="s"
            disabled={props.page >= props.pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t("ui.pager.next")}
          </Button>
        </span>
      )}
    </nav>
  );
}
