import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { App } from "../../src/app";
import type { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { ledgerRepository } from "../../src/modules/ledger/ledger.repository";
import { testIngestToken } from "../helper";
import type { RequestParts } from "../security/matrix-profiles";
import { fillPath, type Operation } from "../security/operations";
import { pathValues } from "../security/path-values";
import type { Principal, SecurityWorld } from "../security/security-world";

/** How many calls of one operation are fired together, and how long each may take. */
export const parallelCalls = 30;
export const callLimitMs = 5_000;
export const healthLimitMs = 1_000;

/** Who fires a burst: a principal of the security world, or the stratum with the ingest token. */
export type Caller = Principal | "ingest";

/** What one file shares: the app, its database, the security world, the clock. */
export interface BurstContext {
  app: App;
  db: Db;
  world: SecurityWorld;
  clock: TestClock;
}

/** One answer of a burst (`hang` when it took longer than `callLimitMs`; the request is left running). */
export interface Answer {
  i: number;
  status: number | "hang";
  body: string;
  ms: number;
  request: string;
}

export const headersOf = (c: BurstContext, caller: Caller): Record<string, string> =>
  caller === "ingest" ? { authorization: `Bearer ${testIngestToken}` } : c.world.headers[caller];

function queryString(query: RequestParts["query"]): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  return `?${search}`;
}

/** A product answer: 2xx/3xx, or a 4xx (429 included) with a JSON body naming a `code` (the identity service: Kratos's shapes). */
export function isProductAnswer(a: Answer, path: string): boolean {
  if (a.status === "hang") return false;
  if (a.status < 400) return true;
  // A 429 with a code is a product limit (e.g. failed promo code applies); the app's own rate limit is high here.
  if (a.status >= 500) return false;
  try {
    const body = JSON.parse(a.body) as {
      code?: unknown;
      error?: { id?: unknown; code?: unknown };
      ui?: unknown;
    };
    if (typeof body.code === "string") return true;
    // Kratos answers `{error: {id?, code, ...}}`, or the flow again with its messages in `ui`.
    return path.startsWith("/identity/") && (typeof body.error?.code === "number" || body.ui !== undefined);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fires the operation `parallelCalls` times at once (call i with `partsOf(i)`), and `/healthz` once while they
 * run. Answers every call within `callLimitMs` (a call past it is a `hang`).
 */
export async function fire(
  c: BurstContext,
  op: Operation,
  headers: Record<string, string>,
  partsOf: (i: number) => RequestParts,
): Promise<{ answers: Answer[]; health: Answer }> {
  const one = (i: number, method: string, url: string, payload: unknown, h: Record<string, string>) => {
    const started = performance.now();
    const request = `${method} ${url}${payload === undefined ? "" : ` ${JSON.stringify(payload).slice(0, 160)}`}`;
    const call = c.app
      .inject({
        method: method as "GET",
        url,
        headers: h,
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
      .then(
        (res): Answer => ({
          i,
          status: res.statusCode,
          body: res.body,
          ms: performance.now() - started,
          request,
        }),
        (err: unknown): Answer => ({
          i,
          status: 599,
          body: String(err),
          ms: performance.now() - started,
          request,
        }),
      );
    const limit = sleep(callLimitMs).then(
      (): Answer => ({ i, status: "hang", body: "", ms: performance.now() - started, request }),
    );
    return Promise.race([call, limit]);
  };
  const calls = Array.from({ length: parallelCalls }, (_, i) => {
    const parts = partsOf(i);
    const url =
      fillPath(op.path, { ...pathValues(c.world, op.path), ...parts.params }) + queryString(parts.query);
    return one(i, op.method, url, parts.body, headers);
  });
  // The probe starts once the burst is under way (its requests routed, their queries waiting on the database).
  await sleep(5);
  const health = await one(-1, "GET", "/healthz", undefined, {});
  return { answers: await Promise.all(calls), health };
}

/** What each burst's answers must be: a problem per call that is no product answer, or slow. */
export function answerProblems(op: Operation, answers: Answer[], health: Answer): string[] {
  const problems: string[] = [];
  for (const a of answers) {
    if (a.status === "hang") problems.push(`call ${a.i}: no answer within ${callLimitMs} ms (${a.request})`);
    else if (!isProductAnswer(a, op.path)) {
      problems.push(`call ${a.i}: ${a.status} ${a.body.slice(0, 160)} (${a.request})`);
    } else if (a.ms > callLimitMs) problems.push(`call ${a.i}: ${Math.round(a.ms)} ms (${a.request})`);
  }
  if (health.status !== 200 || health.ms > healthLimitMs) {
    problems.push(
      `/healthz during the burst: ${health.status} in ${Math.round(health.ms)} ms ${health.body}`,
    );
  }
  return problems;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The invariants every burst must leave: the ledger balanced (the audit of `jobs/ledger-check.ts`), no miner or
 * operator balance below zero, a donor's running splits at most 100 % and one per recipient, one pending
 * invitation per (account, e-mail), one permission per (account, person).
 */
export async function invariantProblems(c: BurstContext): Promise<string[]> {
  const problems: string[] = [];
  const audit = await ledgerRepository(c.db).audit();
  if (audit.postingsSum !== 0n) problems.push(`ledger: the postings sum to ${audit.postingsSum}`);
  if (audit.unbalancedEntries > 0) problems.push(`ledger: ${audit.unbalancedEntries} unbalanced entries`);
  if (audit.mismatchedAccounts.length > 0) {
    problems.push(`ledger: kept balances differ from postings: ${JSON.stringify(audit.mismatchedAccounts)}`);
  }
  const negative = await rows<{ key: string; balance: string }>(
    c.db,
    sql`select key, balance::text as balance from ledger_accounts
        where kind in ('miner', 'operator') and balance < 0`,
  );
  if (negative.length > 0) problems.push(`negative balances: ${JSON.stringify(negative)}`);
  const today = c.clock.now().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const day of [today, tomorrow]) {
    const over = await rows<{ donor: string; ppm: string }>(
      c.db,
      sql`select s.donor_miner_id as donor, sum(s.ppm)::text as ppm
          from profit_sharings s join miners r on r.id = s.recipient_miner_id
          where s.type = 'profit_sharing' and r.deleted_at is null
            and s.start_date <= ${day} and (s.end_date is null or s.end_date >= ${day})
          group by s.donor_miner_id having sum(s.ppm) > 1000000`,
    );
    if (over.length > 0) problems.push(`splits past 100 % on ${day}: ${JSON.stringify(over)}`);
    const doubled = await rows<{ donor: string; recipient: string; n: string }>(
      c.db,
      sql`select donor_miner_id as donor, recipient_miner_id as recipient, count(*)::text as n
          from profit_sharings
          where type = 'profit_sharing' and start_date <= ${day} and (end_date is null or end_date >= ${day})
          group by donor_miner_id, recipient_miner_id having count(*) > 1`,
    );
    if (doubled.length > 0)
      problems.push(`two splits to one recipient on ${day}: ${JSON.stringify(doubled)}`);
  }
  const invites = await rows<{ account: string; email: string; n: string }>(
    c.db,
    sql`select coalesce(miner_id, pool_id, operator_id)::text as account, lower(email) as email,
               count(*)::text as n
        from invites
        where accepted_at is null and revoked_at is null and expires_at > ${c.clock.now().toISOString()}
        group by type, coalesce(miner_id, pool_id, operator_id), lower(email) having count(*) > 1`,
  );
  if (invites.length > 0) problems.push(`two pending invitations: ${JSON.stringify(invites)}`);
  const permissions = await rows<{ account: string; user: string; n: string }>(
    c.db,
    sql`select coalesce(miner_id, pool_id, operator_id, platform_account_id)::text as account,
               user_id::text as user, count(*)::text as n
        from permissions
        group by type, coalesce(miner_id, pool_id, operator_id, platform_account_id), user_id
        having count(*) > 1`,
  );
  if (permissions.length > 0) problems.push(`two permissions of one person: ${JSON.stringify(permissions)}`);
  return problems;
}
