import type { OperatorFeeDay } from "@pithead/contract";
import type { Db } from "../../db/client";
import type { ReadAccess, Reader } from "../accounts/read-access";
import { operatorFeeOfDay, operatorFeeTotal } from "./operator-fee-income.repository";
import { satsOut } from "./payment-view";

/**
 * `GET operators/{id}/fee-income/{day}`: the operator's fee income of a settlement day and the customers it came
 * from (its users with the payments section; a watcher never). The total is the day's `operator_fee` payment
 * (0 for a day without one); the customers' fees add up to it (both are the reward entries' postings).
 */
export async function operatorFeeDay(
  db: Db,
  access: Pick<ReadAccess, "ensureAccount">,
  reader: Reader,
  operatorId: string,
  day: string,
): Promise<OperatorFeeDay> {
  await access.ensureAccount(reader, "operator", operatorId, "payments");
  const [total, customers] = await Promise.all([
    operatorFeeTotal(db, operatorId, day),
    operatorFeeOfDay(db, operatorId, day),
  ]);
  return {
    day,
    total: satsOut(total ?? 0n),
    customers: customers.map((c) => ({
      miner_id: c.minerId,
      account_name: c.accountName,
      gross: satsOut(c.gross),
      fee: satsOut(c.fee),
    })),
  };
}
