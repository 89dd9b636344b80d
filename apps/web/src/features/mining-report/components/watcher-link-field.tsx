import { watcherLinkMaxLength } from "@pithead/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FieldNote } from "../../../components/ui/form/field-note";
import styles from "./mining-report.module.css";

/**
 * The optional watcher link printed on the PDF (the real-time monitoring a hosting provider must give), folded
 * away until wanted; open while the server refuses the link.
 */
export function WatcherLinkField(props: {
  value: string;
  onChange: (value: string) => void;
  refused: boolean;
}) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  // Opened for a refusal, never closed under the user's hands.
  useEffect(() => {
    if (props.refused && details.current) details.current.open = true;
  }, [props.refused]);
  return (
    <details ref={details} className={styles.attach}>
      <summary className={styles.attachSummary}>{t("miningReport.attach.summary")}</summary>
      <div className={styles.attachField}>
        <label className={styles.label} htmlFor="mining-report-watcher-link">
          {t("miningReport.attach.label")}
        </label>
        <input
          id="mining-report-watcher-link"
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={watcherLinkMaxLength}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={props.refused || undefined}
          aria-describedby="mining-report-watcher-link-note"
          data-testid="mining-report-watcher-link"
        />
        <FieldNote
          id="mining-report-watcher-link-note"
          error={props.refused ? t("miningReport.attach.invalid") : null}
          hint={t("miningReport.attach.help")}
        />
      </div>
    </details>
  );
}
