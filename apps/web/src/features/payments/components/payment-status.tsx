import type { PaymentStatus } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusPill } from "../../../components/ui/badge/badge";

const tones: Record<PaymentStatus, BadgeTone> = {
  pending: "warning",
  completed: "success",
  canceled: "neutral",
};

/** pending (amber), completed (green), canceled (grey, struck through amount elsewhere). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={tones[status]} status={status} testId="payment-status">
      {t(`payments.statuses.${status}`)}
    </StatusPill>
  );
}
