import { useTranslation } from "react-i18next";
import { Tooltip } from "../../../components/ui/tooltip";
import { useFormatters } from "../../../lib/i18n";
import { type FigureView, uncertaintyLines } from "../utils/worker-figures";
import styles from "./hashrate-cell.module.css";

/** A hashrate figure with its relative error; the tooltip tells the error, the shares behind it and the range. */
export function HashrateCell({ figure }: { figure: FigureView }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <Tooltip
      className={styles.cell}
      content={() =>
        uncertaintyLines(figure, t, locale).map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))
      }
    >
      <span className={styles.value}>{figure.value}</span>
      <span className={styles.error}>{figure.error || "—"}</span>
    </Tooltip>
  );
}
