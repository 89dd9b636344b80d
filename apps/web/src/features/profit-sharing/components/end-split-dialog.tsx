import type { ProfitSharing } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { useFormatters } from "../../../lib/i18n";
import { endProfitSharing, profitSharingsKey } from "../api/profit-sharings";
import { dayFormat } from "../utils/split-view";

/** The settlement day before `day` (`YYYY-MM-DD`): today, when `day` is the server's next start. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Confirms ending the split to `split`'s recipient: it pays through today, then stops. */
export function EndSplitDialog(props: {
  split: ProfitSharing | null;
  onClose: () => void;
  minerId: string;
  /** The server's next settlement day: the split pays through the day before it. */
  nextStart: string;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const day = dayFormat(formatDate);
  const name = props.split?.recipient.account_name ?? "";
  const scheduled = props.split?.state === "scheduled";

  const confirm = async () => {
    if (!props.split) return;
    setBusy(true);
    try {
      const ended = await endProfitSharing(props.minerId, name);
      toast.show({
        type: "success",
        title: ended.last_day
          ? t("profitSharing.end.done", { name, day: day(ended.last_day) })
          : t("profitSharing.end.canceled", { name }),
      });
      await queryClient.invalidateQueries({ queryKey: profitSharingsKey(props.minerId) });
      props.onClose();
    } catch (error) {
      reportFailure(error, t, props.isDeclined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.split !== null}
      onClose={props.onClose}
      size="s"
      title={t("profitSharing.end.title", { name })}
      description={
        scheduled && props.split
          ? t("profitSharing.end.textScheduled", { day: day(props.split.start_date) })
          : t("profitSharing.end.text", { day: day(dayBefore(props.nextStart)) })
      }
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t("profitSharing.end.cancel")}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()} data-testid="end-confirm">
            {t("profitSharing.end.confirm")}
          </Button>
        </>
      }
    />
  );
}
