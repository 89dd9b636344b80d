import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Database } from "../../src/db/client";
import { miners, operators, pools } from "../../src/db/schema";
import { demoOperator, demoPoolName } from "../../src/db/seed/demo";
import { seedDemoMoney } from "../../src/db/seed/demo-money";
import { runDemoMonth } from "../../src/db/seed/demo-month";
import { seedDemoNotifications } from "../../src/db/seed/demo-notifications";
import { seedDemoSharing } from "../../src/db/seed/demo-sharing";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { deliveryChannels } from "../../src/modules/notifications/delivery-channels";
import { deliverDue } from "../../src/modules/notifications/outbox-delivery";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { demoWorkers } from "../../src/modules/telemetry/simulator/demo-farms";
import { demoSimulator } from "../../src/modules/telemetry/simulator/demo-simulator";
import { buildTestApp } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";

export const api = "/api/backend/v0.1";

/**
 * The demo as `npm start` makes it, at one fixed moment (a TestClock that never moves): the demo accounts and
 * sign-ins, the farm (each worker group capped at `cap` workers, every fate kept) with its 7-day backfill and the
 * month of 4-hour history, the month's money (rate, operator fee, wallets, alice's 10 % split to bob, carol
 * referred by alice), every reward run at 09:00 and payout run at 14:00, and the outbox delivered to the dev
 * mailbox. 15:00:30 UTC: yesterday is settled and paid, today is being processed.
 */
export const worldNow = "2026-03-10T15:00:30Z";

export async function demoWorld(database: Database, cap = 6) {
  const clock = new TestClock(worldNow);
  const app = await buildTestApp(database, {
    clock,
    env: { LOG_LEVEL: process.env.AGREEMENT_LOG ?? "silent" },
  });
  const db = database.db;
  const seen = new Map<string, number>();
  const farm = demoWorkers().filter((w) => {
    const group = `${w.account}|${w.name.replace(/\d+$/, "")}`;
    seen.set(group, (seen.get(group) ?? 0) + 1);
    return (seen.get(group) ?? 0) <= cap;
  });
  const simulator = demoSimulator({ db, clock, workers: farm, seed: 7 });
  await simulator.prepare(async () => {
    await seedDemoMoney(db, clock);
    await seedDemoSharing(db, clock);
    await seedDemoNotifications(db, clock);
    await runDemoMonth(db, clock);
  });
  await compactWorkerRollups(db, clock);
  await sweepWorkerStatuses(db, clock);
  await deliverDue(
    db,
    clock,
    deliveryChannels(app.config, null),
    { publicUrl: app.config.publicUrl },
    10_000,
  );
  const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.name, demoPoolName));
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.operatorName, demoOperator.operatorName));
  const rows = await db.select({ id: miners.id, name: miners.accountName }).from(miners);
  const miner = (name: string) => rows.find((r) => r.name === name)?.id ?? "";
  const headers = async (email: string) => tokenHeaders(await sessionFor(db, clock, email));
  return {
    app,
    db,
    clock,
    farm,
    headersOf: headers,
    poolId: pool?.id ?? "",
    operatorId: operator?.id ?? "",
    miner,
    h: {
      miner: await headers("miner@pithead.test"),
      pool: await headers("pool@pithead.test"),
      operator: await headers("operator@pithead.test"),
    },
  };
}
export type DemoWorld = Awaited<ReturnType<typeof demoWorld>>;

/** GET `path` under the API as `headers`; the JSON body, or throws with the answer. */
export async function getJson<T = Record<string, unknown>>(
  app: App,
  path: string,
  headers: Record<string, string>,
): Promise<T> {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export type PaymentRow = {
  id: string;
  miner_id: string | null;
  account_name: string;
  type: string;
  direction: "incoming" | "outgoing";
  status: string;
  amount: number;
  created_at: string;
  settlement_day: string | null;
  counterparty: { miner_id: string; account_name: string } | null;
  reward: { gross: number; fee: number | null; net: number } | null;
  sharing: { type: string; percent: string } | null;
  referred_account: string | null;
};

/** Every row of a payments list (`{miners|operators|pools}/{id}/payments?...`), page by page, newest first. */
export async function allPayments(
  app: App,
  path: string,
  headers: Record<string, string>,
): Promise<PaymentRow[]> {
  const rows: PaymentRow[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const answer = await getJson<{ data: PaymentRow[]; total: number }>(
      app,
      `${path}${sep}per_page=200&page=${page}`,
      headers,
    );
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length === 0) return rows;
  }
}

/** A CSV answer's records as objects by header name (the files here quote no field). */
export function csvRecords(body: string): Record<string, string>[] {
  const [head, ...lines] = body.split("\r\n").filter((l) => l !== "");
  const names = (head ?? "").split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((v, i) => [names[i] ?? String(i), v])));
}

/** "0.00036024" (BTC with 8 decimals, as the CSV and mail write it) -> 36024 satoshis, exactly. */
export function satsOfBtc(btc: string): number {
  const negative = btc.startsWith("-");
  const [whole = "0", fraction = ""] = btc.replace(/^-/, "").split(".");
  const sats = Number(whole) * 100_000_000 + Number(fraction.padEnd(8, "0"));
  return negative ? -sats : sats;
}

/** Satoshis as the mail and PDF write BTC: 36024 -> "0.00036024". */
export function btcText(sats: number): string {
  const sign = sats < 0 ? "-" : "";
  const abs = Math.abs(sats);
  return `${sign}${Math.floor(abs / 100_000_000)}.${String(abs % 100_000_000).padStart(8, "0")}`;
}

/** A signed amount: incoming positive, outgoing negative. */
export const signed = (p: { direction: string; amount: number }) =>
  p.direction === "incoming" ? p.amount : -p.amount;
