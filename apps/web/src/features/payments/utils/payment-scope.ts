import { type OperatorPaymentScope, type PaymentType, paymentTypes } from "@pithead/contract";

/** The types an operator's list can hold: its own rows are its fee income and payouts; no customer has a fee row. */
export function typesOfScope(scope: OperatorPaymentScope): readonly PaymentType[] {
  if (scope === "own") return ["operator_fee", "payout"];
  return paymentTypes.filter((type) => type !== "operator_fee");
}
