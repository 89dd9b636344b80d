import { beforeAll, describe, expect, it } from "vitest";
import { feeInForce } from "../../src/modules/fees/fee-in-force";
import { ratesInForce } from "../../src/modules/rewards/rates.repository";
import { useTestDatabase } from "../helper";
import { seedRewardScenario } from "./reward-scenario";

const ctx = useTestDatabase({ demo: true });
const ids = { poolId: "", operatorId: "", solo: "", customer: "", feeMiner: "" };

beforeAll(async () => {
  Object.assign(ids, await seedRewardScenario(ctx.database.db));
});

describe("rates and fees in force", () => {
  it("picks the rate with the newest effective day, then the newest created, on its first day", async () => {
    const rate = async (day: string) =>
      (await ratesInForce(ctx.database.db, [ids.poolId], day)).get(ids.poolId);
    expect(await rate("2026-02-28")).toBeUndefined();
    expect(await rate("2026-03-01")).toBe(52_500n);
    expect(await rate("2026-03-06")).toBe(52_500n);
    expect(await rate("2026-03-07")).toBe(60_000n);
    expect(await rate("2026-03-08")).toBe(52_500n);
  });

  it("applies a miner's fee on its start and end day only, and the operator's fee to its customer", async () => {
    const fee = async (day: string) => await feeInForce(ctx.database.db, [ids.feeMiner, ids.customer], day);
    expect((await fee("2026-03-05")).get(ids.feeMiner)).toEqual({
      poolPpm: 9000,
      poolSource: "pool_default",
      operatorPpm: 0,
    });
    expect((await fee("2026-03-06")).get(ids.feeMiner)).toEqual({
      poolPpm: 20_000,
      poolSource: "miner",
      operatorPpm: 0,
    });
    expect((await fee("2026-03-07")).get(ids.feeMiner)).toMatchObject({ poolPpm: 20_000 });
    expect((await fee("2026-03-08")).get(ids.feeMiner)).toMatchObject({
      poolPpm: 9000,
      poolSource: "pool_default",
    });
    expect((await fee("2026-03-05")).get(ids.customer)).toEqual({
      poolPpm: 9000,
      poolSource: "pool_default",
      operatorPpm: 10_000,
    });
  });
});
