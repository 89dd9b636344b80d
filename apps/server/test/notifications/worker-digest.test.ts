import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import {
  notificationOutbox,
  notificationPreferences,
  users,
  workerStatusEvents,
  workers,
} from "../../src/db/schema";
import { sendWorkerDigests } from "../../src/jobs/worker-digest";
import { buildTestApp, useTestDatabase } from "../helper";
import { headersOf, newMiner } from "../money/money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-11T00:10:00Z");
let app: App;
let db: Db;
let minerId = "";

async function worker(name: string, status: string, events: [string, string, string][]) {
  const at = new Date("2026-03-01T00:00:00Z");
  const [row] = await db
    .insert(workers)
    .values({ minerId, name, firstSeen: at, lastShareAt: at, status, statusChangedAt: at })
    .returning({ id: workers.id });
  if (!row) throw new Error("no worker");
  for (const [fromStatus, toStatus, when] of events) {
    await db
      .insert(workerStatusEvents)
      .values({ workerId: row.id, fromStatus, toStatus, at: new Date(when) });
  }
}
const digests = () =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.event, "worker-status-digest"));

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  minerId = await newMiner(db, "digestfarm");
  await headersOf(db, clock, "digest@dg.test", { type: "miner", id: minerId, role: "owner" });
  await headersOf(db, clock, "nodigest@dg.test", { type: "miner", id: minerId, role: "viewer" });
  await worker("a-flaky", "stable", [
    ["stable", "unavailable", "2026-03-10T02:00:00Z"],
    ["unavailable", "stable", "2026-03-10T02:30:00Z"],
    ["stable", "unavailable", "2026-03-10T08:00:00Z"],
    ["unavailable", "stable", "2026-03-10T09:00:00Z"],
  ]);
  await worker("b-dead", "unavailable", [["stable", "unavailable", "2026-03-10T12:00:00Z"]]);
  await worker("c-old", "off", [["unavailable", "off", "2026-03-09T12:00:00Z"]]);
  await worker("d-fine", "stable", [["stable", "unavailable", "2026-03-09T23:59:00Z"]]);
});
afterAll(() => app.close());

describe("the daily worker digest", () => {
  it("is off by default: nothing is written for users who did not turn it on", async () => {
    expect((await sendWorkerDigests(db, new TestClock("2026-03-10T00:10:00Z"))).ran).toBe(true);
    expect(await digests()).toEqual([]);
  });

  it("sums up yesterday's status changes and today's counts for the users who want it, once", async () => {
    const [user] = await db.select().from(users).where(eq(users.email, "digest@dg.test"));
    await db.insert(notificationPreferences).values({
      userId: user?.id ?? "",
      event: "worker-status-digest",
      channel: "email",
      enabled: true,
      updatedAt: clock.now(),
    });
    expect(await sendWorkerDigests(db, clock)).toEqual({ ran: true, value: 1 });
    expect((await sendWorkerDigests(db, clock)).ran).toBe(false);
    const rows = await digests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user?.id,
      channel: "email",
      eventKey: `worker-status-digest:2026-03-10:${minerId}`,
    });
    expect(rows[0]?.payload).toEqual({
      event: "worker-status-digest",
      account_name: "digestfarm",
      day: "2026-03-10",
      stable: 2,
      unavailable: 1,
      off: 1,
      went_unavailable: [
        { name: "a-flaky", at: "2026-03-10T02:00:00.000Z" },
        { name: "b-dead", at: "2026-03-10T12:00:00.000Z" },
      ],
      went_unavailable_total: 2,
      came_back: [{ name: "a-flaky", at: "2026-03-10T09:00:00.000Z" }],
      came_back_total: 1,
    });
  });
});
