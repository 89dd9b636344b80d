import { type CurrentFee, type Fee, type FeeBody, roleMay } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ppmToPercent } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { utcDayOf } from "../../lib/utc-day";
import { feeHiddenFor } from "../accounts/fee-visibility";
import { grantsOnMinerVia } from "../accounts/miner-access.repository";
import type { PermissionsRepository } from "../accounts/permissions.repository";
import { accessDenied, type ReadAccess, type Reader } from "../accounts/read-access";
import { feeInForce } from "./fee-in-force";
import { validFee } from "./fee-input";
import type { FeeRow, FeesRepository } from "./fees.repository";

type Deps = {
  db: Db;
  repo: FeesRepository;
  access: ReadAccess;
  permissions: Pick<PermissionsRepository, "holdsPlatform">;
  clock: Clock;
};

const notCustomer = () => ProductError.notFound("The miner is not a customer of this operator");
const today = (clock: Clock) => utcDayOf(clock.now());

export const feeView = (row: FeeRow): Fee => ({
  id: row.id,
  percent: ppmToPercent(row.ppm),
  start_date: row.startDate,
  end_date: row.endDate,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/**
 * Per-miner pool fees and Control Hub operator fees (SPEC: percent, start date, end date, comment). Reads need
 * the miner's `payments` section; an operator's fee stays hidden from readers `total_fee_hide` applies to.
 * A miner's pool fee is set by the owner/admin of its pool or the platform; an operator's fee by the
 * operator's owner/admin (route guard), on its own customers only.
 */
export function feesService({ db, repo, access, permissions, clock }: Deps) {
  async function customerOf(operatorId: string, minerId: string) {
    const miner = await repo.miner(minerId);
    if (!miner || miner.operatorId !== operatorId) throw notCustomer();
    return miner;
  }
  return {
    async list(reader: Reader, minerId: string): Promise<Fee[]> {
      await access.ensureMiners(reader, [minerId], "payments");
      return (await repo.listMinerFees(minerId)).map(feeView);
    },

    async listOperator(reader: Reader, operatorId: string, minerId: string): Promise<Fee[]> {
      await access.ensureMiners(reader, [minerId], "payments");
      await customerOf(operatorId, minerId);
      if (await feeHiddenFor(db, reader, minerId)) throw accessDenied();
      return (await repo.listOperatorFees(operatorId, minerId)).map(feeView);
    },

    /** The fee in force today (UTC); `operatorId` when asked under the operator's path. */
    async current(reader: Reader, minerId: string, operatorId?: string): Promise<CurrentFee> {
      await access.ensureMiners(reader, [minerId], "payments");
      if (operatorId) await customerOf(operatorId, minerId);
      const day = today(clock);
      const fee = (await feeInForce(db, [minerId], day)).get(minerId);
      if (!fee) throw accessDenied();
      const hidden = await feeHiddenFor(db, reader, minerId);
      return {
        day,
        percent: hidden ? null : ppmToPercent(fee.poolPpm + fee.operatorPpm),
        pool_percent: ppmToPercent(fee.poolPpm),
        pool_source: fee.poolSource,
        operator_percent: hidden ? null : ppmToPercent(fee.operatorPpm),
        hidden,
      };
    },

    async createMinerFee(userId: string, minerId: string, body: FeeBody): Promise<Fee> {
      const grants = await grantsOnMinerVia(db, userId, minerId);
      const poolStaff = grants.some((g) => g.via === "pool" && roleMay(g.role, "manage_settings"));
      if (!poolStaff && !(await permissions.holdsPlatform(userId, "manage_settings"))) {
        throw accessDenied();
      }
      if (!(await repo.miner(minerId))) throw ProductError.notFound("No such miner");
      const fee = validFee(body, today(clock));
      return feeView(
        await repo.insertMinerFee({ minerId, ...fee, createdBy: userId, createdAt: clock.now() }),
      );
    },

    async createOperatorFee(userId: string, operatorId: string, minerId: string, body: FeeBody) {
      await customerOf(operatorId, minerId);
      const fee = validFee(body, today(clock));
      const row = await repo.insertOperatorFee({
        minerId,
        operatorId,
        ...fee,
        createdBy: userId,
        createdAt: clock.now(),
      });
      return feeView(row);
    },
  };
}
