import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { deliveryChannels } from "../../src/modules/notifications/delivery-channels";
import { deliverDue } from "../../src/modules/notifications/outbox-delivery";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { useTestDatabase } from "../helper";
import { mailsTo } from "../identity/mailbox";
import { allPayments, btcText, type DemoWorld, demoWorld, getJson, signed } from "./demo-world";

// Today's estimate (processing-earnings: the dashboards' "today" tile, also the FAQ's live figures), read for
// every miner, the operator and the pool at one moment, then again at the day's last minute, and set against
// what the reward run credits for that day: each miner's Payments rows of the day and reward mail, the
// operator's and the pool's earned. The demo farm sends no share after 15:00:30, so the day so far is the day.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const today = "2026-03-10";
const minersOf = ["alice", "bob", "carol", "northhub01", "northhub02", "northhub03"];
type Estimate = { data: { day: string; amount: number; rate_sats_per_th_day: string | null } };
type Earned = { data: { amount: number } };

async function estimates() {
  const out: Record<string, number> = {};
  for (const name of minersOf) {
    const { data } = await getJson<Estimate>(w.app, `miners/${w.miner(name)}/processing-earnings`, w.h.pool);
    expect(data.day).toBe(today);
    out[name] = data.amount;
  }
  const operator = await getJson<Estimate>(
    w.app,
    `operators/${w.operatorId}/processing-earnings`,
    w.h.operator,
  );
  const pool = await getJson<Estimate>(w.app, `pools/${w.poolId}/processing-earnings`, w.h.pool);
  out.operator = operator.data.amount;
  out.pool = pool.data.amount;
  return out;
}

const earned = async () => ({
  operator: (await getJson<Earned>(w.app, `operators/${w.operatorId}/earned-all-time`, w.h.operator)).data
    .amount,
  pool: (await getJson<Earned>(w.app, `pools/${w.poolId}/earned-all-time`, w.h.pool)).data.amount,
});

describe("today's estimate", () => {
  it("is what the day's reward run credits: each miner's rows and mail, the operator's and the pool's earned", async () => {
    const at15 = await estimates();
    expect(at15.alice).toBeGreaterThan(0);
    expect(at15.operator).toBeGreaterThan(0);
    w.clock.set(`${today}T23:59:30Z`);
    const atEnd = await estimates();
    expect(atEnd).toEqual(at15);

    const before = await earned();
    const credit = new TestClock(`2026-03-11T09:00:00Z`);
    expect((await runRewards(w.db, credit, today)).ran).toBe(true);
    w.clock.set(credit.now());
    const after = await earned();
    const credited: Record<string, number> = {};
    for (const name of minersOf) {
      const rows = await allPayments(w.app, `miners/${w.miner(name)}/payments?from=2026-03-11`, w.h.pool);
      credited[name] = rows
        .filter((p) => p.settlement_day === today && p.type !== "payout")
        .reduce((s, p) => s + signed(p), 0);
    }
    credited.operator = after.operator - before.operator;
    credited.pool = after.pool - before.pool;
    expect(credited).toEqual(atEnd);

    await deliverDue(w.db, w.clock, deliveryChannels(w.app.config, null), {
      publicUrl: w.app.config.publicUrl,
    });
    const mail = (await mailsTo(w.app, "miner@pithead.test")).find(
      (m) => m.kind === "miner-reward" && m.text.includes(`Mining day: ${today}\n`),
    );
    expect(mail?.text).toContain(`Credited in total: ${btcText(atEnd.alice ?? 0)} BTC`);
  });

  it("states the rate the reward rows carry", async () => {
    const { data } = await getJson<Estimate>(
      w.app,
      `miners/${w.miner("alice")}/processing-earnings`,
      w.h.miner,
    );
    const [reward] = await allPayments(w.app, `miners/${w.miner("alice")}/payments?type=reward`, w.h.miner);
    const rowRate = (reward as unknown as { reward: { rate_sats_per_th_day: string } }).reward
      .rate_sats_per_th_day;
    expect(Number(data.rate_sats_per_th_day)).toBe(Number(rowRate));
  });
});
