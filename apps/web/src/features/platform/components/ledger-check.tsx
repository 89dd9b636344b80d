import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { isApiError } from "../../../lib/api-client";
import { useLedgerCheck } from "../api/get-ledger-check";
import { useRunLedgerCheck } from "../api/run-ledger-check";
import { LedgerCheckResult } from "./ledger-check-result";
import styles from "./platform.module.css";

/**
 * The ledger check as the platform sees it: the latest result (hourly, or run on demand) and, for the platform's
 * owner, admin and treasurer (`canRun`: the server's `move_funds`), a button that runs it now. While another
 * check runs the server answers 409 `invalid_state`, said under the button.
 */
export function LedgerCheck({ canRun = false }: { canRun?: boolean }) {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  const run = useRunLedgerCheck();
  const runError = run.error
    ? t(
        isApiError(run.error) && run.error.code === "invalid_state"
          ? "platform.ledger.busy"
          : "platform.ledger.runFailed",
      )
    : null;
  let latest: React.ReactNode;
  if (check.isError) {
    latest = (
      <p className={styles.error} role="alert">
        {t("platform.ledger.failed")}
      </p>
    );
  } else if (check.isPending) {
    latest = <p className={styles.muted}>{t("platform.ledger.loading")}</p>;
  } else if (!check.data) {
    latest = (
      <p className={styles.muted} role="status">
        {t("platform.ledger.never")}
      </p>
    );
  } else {
    latest = <LedgerCheckResult result={check.data} />;
  }
  return (
    <div className={styles.block}>
      {latest}
      {canRun && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={run.isPending} onClick={() => run.mutate()}>
            {t("platform.ledger.run")}
          </Button>
        </div>
      )}
      {runError && (
        <p className={styles.error} role="alert">
          {runError}
        </p>
      )}
    </div>
  );
}
