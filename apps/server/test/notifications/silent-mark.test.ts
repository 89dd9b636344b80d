import { silenceMessage, type WorkerSilence } from "@pithead/contract";
import en from "@pithead/contract/locales/en/workers.json";
import ru from "@pithead/contract/locales/ru/workers.json";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { notificationOutbox, workerRollups, workers } from "../../src/db/schema";
import { checkWorkerAlerts } from "../../src/jobs/worker-alerts";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { fill } from "../../src/modules/mining-report/mining-report-texts";
import type { NotificationPayload } from "../../src/modules/notifications/notification-payload";
import { renderNotification } from "../../src/modules/notifications/templates";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";

// Issue 41 item 9: the worker the alert rule judges down 4 minutes after its last share (SPEC's `unavailable`
// waits 10) is marked silent in the list, the detail's row and the status counts, in the mail's words.
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
let db: Db;
let minerId = "";
let headers: Record<string, string> = {};

/** A worker sending `perFiveMinutes` shares each 5 minutes of the last hour, its last share at `last`. */
async function addWorker(name: string, perFiveMinutes: number, last: string) {
  const start = Date.parse("2026-03-10T09:00:00Z");
  const [row] = await db
    .insert(workers)
    .values({
      minerId,
      name,
      firstSeen: new Date(start),
      lastShareAt: new Date(last),
      statusChangedAt: new Date(start),
    })
    .returning({ id: workers.id });
  if (!row) throw new Error("worker not made");
  await db.insert(workerRollups).values(
    Array.from({ length: 12 }, (_, i) => ({
      workerId: row.id,
      bucketSeconds: 300,
      bucketStart: new Date(start + i * 300_000),
      acceptedDifficulty: perFiveMinutes * 1000,
      acceptedCount: perFiveMinutes,
      rejectedDifficulty: 0,
      rejectedCount: 0,
      lastShareAt: new Date(start + i * 300_000 + 290_000),
    })),
  );
}
const get = async (path: string) => {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const words = (texts: typeof en.workers.silent, silence: WorkerSilence) => {
  const { key, values } = silenceMessage(silence);
  return fill(texts[key === "workers.silent.mark" ? "mark" : "markNoRate"], values);
};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  minerId = await newMiner(db, "rebootfarm");
  headers = await headersOf(db, clock, "owner@reboot.test", { type: "miner", id: minerId, role: "owner" });
  // 12 shares a minute: one every 5 s. s19-reboot1 stops at 09:59:50, the other keeps sending.
  await addWorker("s19-reboot1", 60, "2026-03-10T09:59:50Z");
  await addWorker("s19-steady", 60, "2026-03-10T10:03:55Z");
});
afterAll(() => app.close());

describe("a worker the alert rule judges silent", () => {
  it("is marked in the list and counted beside the statuses at the minute its mail is queued, in the same words", async () => {
    clock.set("2026-03-10T10:04:00Z");
    await sweepWorkerStatuses(db, clock);
    const outcome = await checkWorkerAlerts(db, clock);
    expect(outcome).toMatchObject({ ran: true, value: { down: 1, messages: 1 } });

    // The page at the same clock time: still Stable (10 minutes have not passed), with the evidence.
    const list = await get(`miners/${minerId}/workers`);
    const rows = new Map(list.data.map((w: { name: string }) => [w.name, w]));
    const row = rows.get("s19-reboot1") as { status: string; silence: WorkerSilence };
    expect(row.status).toBe("stable");
    expect(row.silence.minutes).toBe(4);
    expect(Math.round(row.silence.expected_share_seconds ?? 0)).toBe(6);
    expect(rows.get("s19-steady")).toMatchObject({ status: "stable", silence: null });
    expect((await get(`miners/${minerId}/workers/statuses`)).data).toMatchObject({
      stable: 2,
      unavailable: 0,
      total: 2,
      silent: 1,
    });
    // A name search finds it with the same mark.
    expect((await get(`miners/${minerId}/workers?name=reboot`)).data[0].silence).toEqual(row.silence);

    // The mail: the same evidence, rendered with the list's message key.
    const [message] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.event, "worker-status-changed"));
    const payload = message?.payload as Extract<NotificationPayload, { event: "worker-status-changed" }>;
    expect(payload.down).toEqual([
      { name: "s19-reboot1", last_share_at: "2026-03-10T09:59:50.000Z", silence: row.silence },
    ]);
    const mail = (language: "en" | "ru") =>
      renderNotification(payload, { language, timeZone: null, publicUrl: "https://pool.test" }).text;
    expect(words(en.workers.silent, row.silence)).toBe("No shares for 4 min, expected one every 6 s");
    expect(mail("en")).toContain(words(en.workers.silent, row.silence));
    expect(mail("ru")).toContain(words(ru.workers.silent, row.silence));
  });

  it("loses the mark when it shares again and the rule says it is back", async () => {
    await db
      .update(workers)
      .set({ lastShareAt: new Date("2026-03-10T10:04:40Z") })
      .where(eq(workers.name, "s19-reboot1"));
    clock.set("2026-03-10T10:05:00Z");
    await checkWorkerAlerts(db, clock);
    const list = await get(`miners/${minerId}/workers`);
    expect(list.data.every((w: { silence: unknown }) => w.silence === null)).toBe(true);
    expect((await get(`miners/${minerId}/workers/statuses`)).data.silent).toBe(0);
  });
});
