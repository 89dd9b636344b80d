import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import type { DashboardFigures } from "../utils/dashboard-source";
import { hashrateTile, rejectTile, tileWindows } from "../utils/tile-figures";
import { StatTile } from "./stat-tile";
import styles from "./stat-tiles.module.css";

const empty = "—";

/**
 * The figures of a dashboard: hashrate over 15 min, 1 h and 24 h (the +-error and shares in the tooltip and
 * under the value), the reject rate over 15 min, workers by status, and for an aggregate the miners.
 */
export function StatTiles({ figures, isError }: { figures: DashboardFigures | undefined; isError: boolean }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const windowLabel = { "15m": "hashrate15m", "1h": "hashrate1h", "24h": "hashrate24h" } as const;
  return (
    <section className={styles.section} aria-label={t("dashboard.tiles.label")}>
      <div className={styles.tiles} data-count={figures?.miners === undefined ? 5 : 6}>
        {tileWindows.map((window) => {
          const tile = figures && hashrateTile(figures, window, locale);
          const shares = tile ? formatNumber(tile.shares) : "";
          return (
            <StatTile
              key={window}
              id={`hashrate-${window}`}
              label={t(`dashboard.tiles.${windowLabel[window]}`)}
              value={tile?.value ?? empty}
              hint={
                tile &&
                (tile.error
                  ? t("dashboard.tiles.errorHint", { error: tile.error, shares })
                  : t("dashboard.tiles.noShares"))
              }
              detail={
                tile &&
                [tile.error, t("dashboard.tiles.shares", { value: shares })].filter(Boolean).join(" · ")
              }
            />
          );
        })}
        <StatTile
          id="reject"
          label={t("dashboard.tiles.reject")}
          value={figures ? rejectTile(figures, locale) : empty}
          hint={t("dashboard.tiles.rejectHint")}
        />
        <StatTile
          id="workers"
          label={t("dashboard.tiles.workers")}
          value={
            figures ? (
              <>
                {formatNumber(figures.workers.stable)}{" "}
                <span className={styles.unit}>{t("dashboard.tiles.stable")}</span>
              </>
            ) : (
              empty
            )
          }
          detail={
            figures &&
            `${formatNumber(figures.workers.unavailable)} ${t("dashboard.tiles.unavailable")} · ${formatNumber(figures.workers.off)} ${t("dashboard.tiles.off")}`
          }
        />
        {figures?.miners !== undefined && (
          <StatTile id="miners" label={t("dashboard.tiles.miners")} value={formatNumber(figures.miners)} />
        )}
      </div>
      {isError && !figures && (
        <p className={styles.error} role="alert">
          {t("dashboard.failed")}
        </p>
      )}
    </section>
  );
}
