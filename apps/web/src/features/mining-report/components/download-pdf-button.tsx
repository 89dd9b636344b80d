import { isLanguage } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useToast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/file-download";
import { downloadMiningReportPdf } from "../api/download-mining-report";
import styles from "./mining-report.module.css";

/**
 * "Download PDF": the month's report to print or file, in the interface's language, with the watcher link on it
 * when one is given. A link the server refuses (not an active watcher link of this account) goes back to its
 * field through `onLinkRefused`.
 */
export function DownloadPdfButton(props: {
  minerId: string;
  month: string;
  watcherLink: string;
  onLinkRefused: (refused: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    props.onLinkRefused(false);
    const link = props.watcherLink.trim();
    try {
      const file = await downloadMiningReportPdf(props.minerId, {
        month: props.month,
        language: isLanguage(i18n.language) ? i18n.language : "en",
        ...(link ? { watcher_link: link } : {}),
      });
      saveFile(file.blob, file.name);
      toast.show({ type: "success", title: t("miningReport.pdfDownloaded") });
    } catch (failure) {
      if (isApiError(failure) && failure.fields.some((field) => field.name === "watcher_link")) {
        props.onLinkRefused(true);
        return;
      }
      const code = isApiError(failure) ? failure.code : "internal_error";
      setError(t(`errors.codes.${code}`, { defaultValue: t("miningReport.pdfFailed") }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.download}>
      <Button loading={busy} onClick={() => void download()} data-testid="mining-report-pdf">
        {t("miningReport.downloadPdf")}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
