import type { Payment } from "@pithead/contract";
import type { RowMore as RowMoreKind } from "../utils/payment-view";
import { FeeIncomeBreakdown } from "./fee-income-breakdown";
import { RewardFigures } from "./reward-figures";

/** What an opened row shows: a reward's day figures, or the day's fee income by customer (read on opening). */
export function RowMore({ payment, kind, id }: { payment: Payment; kind: RowMoreKind; id: string }) {
  if (kind === "feeIncome" && payment.operator_id && payment.settlement_day)
    return <FeeIncomeBreakdown operatorId={payment.operator_id} day={payment.settlement_day} id={id} />;
  return payment.reward ? <RewardFigures reward={payment.reward} id={id} /> : null;
}
