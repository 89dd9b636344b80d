import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { notificationOutbox, workerRollups, workers } from "../../src/db/schema";
import { checkWorkerAlerts } from "../../src/jobs/worker-alerts";
import { estimateShareRate, expectedShareSeconds } from "../../src/modules/notifications/worker-alert-rule";
import { buildTestApp, useTestDatabase } from "../helper";
import { headersOf, newMiner } from "../money/money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
let db: Db;
let minerId = "";
const worker: Record<string, string> = {};

/** A worker with `shares(i)` accepted shares in the i-th 5 minutes of the last hour, its last share at `last`. */
async function addWorker(name: string, shares: (minute: number) => number, last: string, miner = minerId) {
  const start = Date.parse("2026-03-10T09:00:00Z");
  const [row] = await db
    .insert(workers)
    .values({
      minerId: miner,
      name,
      firstSeen: new Date(start),
      lastShareAt: new Date(last),
      statusChangedAt: new Date(start),
    })
    .returning({ id: workers.id });
  if (!row) throw new Error("worker not made");
  worker[name] = row.id;
  await db.insert(workerRollups).values(
    Array.from({ length: 12 }, (_, i) => ({
      workerId: row.id,
      bucketSeconds: 300,
      bucketStart: new Date(start + i * 300_000),
      acceptedDifficulty: shares(i) * 1000,
      acceptedCount: shares(i),
      rejectedDifficulty: 0,
      rejectedCount: 0,
      lastShareAt: new Date(start + i * 300_000 + 290_000),
    })),
  );
}
const shareAt = (name: string, at: string) =>
  db
    .update(workers)
    .set({ lastShareAt: new Date(at) })
    .where(eq(workers.id, worker[name] ?? ""));
const checkAt = async (at: string) => {
  clock.set(new Date(at));
  const outcome = await checkWorkerAlerts(db, clock);
  if (!outcome.ran) throw new Error("the check did not run");
  return outcome.value;
};
const messages = () =>
  db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.event, "worker-status-changed"))
    .orderBy(notificationOutbox.id);

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  minerId = await newMiner(db, "alertfarm");
  await headersOf(db, clock, "farmer@alerts.test", { type: "miner", id: minerId, role: "owner" });
  await headersOf(db, clock, "books@alerts.test", { type: "miner", id: minerId, role: "accountant" });
  await addWorker("rig1", () => 60, "2026-03-10T09:59:50Z");
  await addWorker("rig2", () => 60, "2026-03-10T09:59:50Z");
  await addWorker("slow1", (i) => (i % 2 === 0 ? 2 : 3), "2026-03-10T09:58:00Z");
});
afterAll(() => app.close());

describe("the worker alert job", () => {
  it("raises nothing for silences a worker's rate explains", async () => {
    // rig1 and rig2 (silent 70 s, under the rule's 120 s minimum) cannot be down: only slow1 (180 s) is judged.
    expect(await checkAt("2026-03-10T10:01:00Z")).toEqual({ checked: 1, down: 0, back: 0, messages: 0 });
    expect(await checkAt("2026-03-10T10:02:30Z")).toMatchObject({ down: 0, messages: 0 });
  });

  it("calls two fast workers down after 220 s of silence in one message to the mining readers; the slow one waits", async () => {
    // rig1/rig2: 660 shares in 09:05-10:03:30 (3,510 s) -> down after 196.1 s; slow1 (27 shares): the 600 s cap.
    expect(await checkAt("2026-03-10T10:03:30Z")).toEqual({ checked: 3, down: 2, back: 0, messages: 1 });
    const [message, ...rest] = await messages();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ channel: "email", minerId, status: "pending" });
    // 220 s silent; the interval the rule expected at the rate it judged by (660 shares in 3,510 s).
    const silence = {
      minutes: 3,
      expected_share_seconds: expectedShareSeconds(estimateShareRate(660, 3510)),
    };
    expect(message?.payload).toEqual({
      event: "worker-status-changed",
      account_name: "alertfarm",
      from: "2026-03-10T10:03:30.000Z",
      to: "2026-03-10T10:03:30.000Z",
      down: [
        { name: "rig1", last_share_at: "2026-03-10T09:59:50.000Z", silence },
        { name: "rig2", last_share_at: "2026-03-10T09:59:50.000Z", silence },
      ],
      back: [],
      bounced: [],
    });
  });

  it("holds a recovery until 5 minutes after the last message, and groups what changed meanwhile", async () => {
    await shareAt("rig1", "2026-03-10T10:04:10Z");
    // Judged: rig1 (down, a newer share) and slow1 (up, silent 420 s); rig2 (down, no share since) cannot change.
    expect(await checkAt("2026-03-10T10:05:00Z")).toEqual({ checked: 2, down: 0, back: 1, messages: 0 });
    await shareAt("rig1", "2026-03-10T10:08:50Z");
    // slow1 passes the 600 s cap at 10:08; the group is due at 10:08:30.
    expect(await checkAt("2026-03-10T10:09:00Z")).toMatchObject({ down: 1, messages: 1 });
    const latest = (await messages()).at(-1);
    expect(latest?.payload).toMatchObject({
      from: "2026-03-10T10:05:00.000Z",
      to: "2026-03-10T10:09:00.000Z",
      down: [{ name: "slow1" }],
      back: [{ name: "rig1", last_share_at: "2026-03-10T10:04:10.000Z" }],
      bounced: [],
    });
    expect(await messages()).toHaveLength(2);
  });

  it("settles each account's group on its own when several accounts are due in one run", async () => {
    const otherMiner = await newMiner(db, "alertfarm2");
    await headersOf(db, clock, "other@alerts.test", { type: "miner", id: otherMiner, role: "owner" });
    await addWorker("x1", () => 120, "2026-03-10T10:19:50Z");
    await addWorker("y1", () => 120, "2026-03-10T10:19:50Z", otherMiner);
    const before = (await messages()).length;
    // x1 and y1 (840 shares in 09:25-10:24) silent 250 s, rig1 since 10:08:50: one message per account, at once.
    expect(await checkAt("2026-03-10T10:24:00Z")).toMatchObject({ down: 3, messages: 2 });
    const sent = (await messages()).slice(before);
    expect(
      sent.map((m) => [m.minerId, (m.payload as { down: { name: string }[] }).down.map((d) => d.name)]),
    ).toEqual(
      expect.arrayContaining([
        [minerId, ["rig1", "x1"]],
        [otherMiner, ["y1"]],
      ]),
    );
    // What was sent is not sent again; y1's return waits 5 minutes after its account's last message (10:29).
    await shareAt("y1", "2026-03-10T10:24:30Z");
    expect(await checkAt("2026-03-10T10:25:00Z")).toMatchObject({ back: 1, messages: 0 });
    await shareAt("y1", "2026-03-10T10:28:50Z");
    expect(await checkAt("2026-03-10T10:29:00Z")).toMatchObject({ messages: 1 });
    expect((await messages()).at(-1)).toMatchObject({
      minerId: otherMiner,
      payload: { down: [], back: [{ name: "y1" }] },
    });
    expect(await messages()).toHaveLength(before + 3);
  });

  it("runs once a minute however often it starts", async () => {
    clock.set(new Date("2026-03-10T10:40:00Z"));
    const [a, b] = await Promise.all([checkWorkerAlerts(db, clock), checkWorkerAlerts(db, clock)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
  });
});
