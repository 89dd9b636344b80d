import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { useToast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/file-download";
import { downloadMiningReport } from "../api/download-mining-report";
import styles from "./mining-report.module.css";

/** "Download CSV": the month's report as the server writes it (RFC 4180, UTC, BTC with 8 decimals). */
export function DownloadCsvButton(props: { minerId: string; month: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await downloadMiningReport(props.minerId, props.month);
      saveFile(file.blob, file.name);
      toast.show({ type: "success", title: t("miningReport.downloaded") });
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : "internal_error";
      setError(t(`errors.codes.${code}`, { defaultValue: t("miningReport.downloadFailed") }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => void download()}
        data-testid="mining-report-csv"
      >
        {t("miningReport.download")}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
