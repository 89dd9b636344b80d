import { paymentsExportPeriods } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog";
import { useToast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/file-download";
import { type ExportDays, exportPayments } from "../api/export-payments";
import styles from "./export-dialog.module.css";

/**
 * The CSV export of a miner's payments for the last 7, 30 or 90 days: a modal on desktop, a bottom sheet
 * below 1024 px. The file comes from the server (UTC times, BTC with 8 decimals) and is saved as it is.
 */
export function ExportDialog(props: { minerId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [days, setDays] = useState<ExportDays>(7);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await exportPayments(props.minerId, days);
      saveFile(file.blob, file.name);
      toast.show({ type: "success", title: t("payments.export.done") });
      props.onClose();
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : "internal_error";
      setError(t(`errors.codes.${code}`, { defaultValue: t("payments.export.failed") }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="s"
      title={t("payments.export.title")}
      description={t("payments.export.description")}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t("payments.export.cancel")}
          </Button>
          <Button loading={busy} onClick={() => void download()} data-testid="export-download">
            {t("payments.export.download")}
          </Button>
        </>
      }
    >
      <fieldset className={styles.periods}>
        <legend className={styles.legend}>{t("payments.export.period")}</legend>
        {paymentsExportPeriods.map((period) => (
          <label key={period} className={styles.period} data-checked={period === days || undefined}>
            <input
              type="radio"
              name="export-days"
              value={period}
              checked={period === days}
              onChange={() => setDays(period)}
            />
            {t(`payments.export.days${period}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
