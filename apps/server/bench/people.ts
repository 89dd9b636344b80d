/**
 * `tsx bench/people.ts` (part of `npm run bench`): an operator with 5,000 customers, 20 workers each (100,000), a
 * ledger balance each and three operator-fee periods each (15,000 rows), each customer with its own owner, and
 * more users of the pool's other miners (`BENCH_POOL_USERS` in all, default 100,000), and a year of money: each
 * customer's daily reward and payout for 365 days (3.65 million payments). Over real HTTP (autocannon,
 * `http-load.ts`) against the listening app, at 16 and 64 connections: the customer list
 * `GET operators/{id}/miners` (page of 50) as the operator's owner, the pool users list `GET pools/{id}/users` as
 * the pool's owner, and the payments lists (a miner's year, the operator's customers', the pool's); `/healthz` in
 * the same run, and a table of each cell against it and the read target (p99 <= 25 ms at 64 connections). Then
 * EXPLAIN (ANALYZE, BUFFERS) of the statements behind them. BENCH_SECONDS per cell (default 5); BENCH_ONLY=<regex>
 * picks cells by name; BENCH_PROFILE=1 prints where the server's CPU went over the cells (V8 profile, self time).
 */
import { Session } from "node:inspector/promises";
import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import type { Db } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { type PaymentsFilter, paymentsRepository } from "../src/modules/payments/payments.repository";
import { poolUsersRepository } from "../src/modules/pool-users/pool-users.repository";
import { sessionFor, tokenHeaders } from "../test/product-session";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";
import { type Profile, selfTimeByPackage, topSelfTime } from "./cpu-profile";
import { httpLoad, type LoadResult } from "./http-load";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const poolUsers = Math.max(5000, Number(process.env.BENCH_POOL_USERS ?? 100_000));
const connectionCounts = [16, 64];
/** The read target (issue 43): p99 <= 25 ms at 64 connections. */
const targetP99Ms = 25;
const now = "2026-03-02T10:07:30Z";
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_customers");
  const { db } = database;
  try {
    await prepareDatabase(database, { demo: false });
    const [pool] = rows(await db.execute(sql`select id from pools where is_current`));
    const poolId = String(pool?.id);
    const [op] = rows(
      await db.execute(sql`insert into operators (pool_id, operator_name, title)
        values (${poolId}::uuid, 'benchhub', 'Bench Hub') returning id`),
    );
    const operatorId = String(op?.id);
    await db.execute(sql`insert into miners (pool_id, operator_id, account_name, title)
      select ${poolId}::uuid, ${operatorId}::uuid, 'cust' || g, 'Customer ' || g from generate_series(1, 5000) g`);
    // Other miners of the pool, so the operator's are a part of the table.
    await db.execute(sql`insert into miners (pool_id, account_name, title)
      select ${poolId}::uuid, 'solo' || g, 'Solo ' || g from generate_series(1, 20000) g`);
    await db.execute(sql`insert into workers (miner_id, name, first_seen, last_share_at, status, status_changed_at)
      select m.id, 'rig' || g, ${now}::timestamptz, ${now}::timestamptz,
        case when g % 10 = 0 then 'unavailable' else 'stable' end, ${now}::timestamptz
      from miners m, generate_series(1, 20) g where m.operator_id is not null`);
    await db.execute(sql`insert into ledger_accounts (key, kind, pool_id, miner_id, balance)
      select 'miner:' || m.id, 'miner', m.pool_id, m.id, (random() * 1e8)::bigint from miners m`);
    await db.execute(sql`insert into operator_fees (miner_id, operator_id, ppm, start_date, end_date, comment, created_at)
      select m.id, ${operatorId}::uuid, 10000 * k, ('2026-01-01'::date + (k - 1) * 30), null, 'bench',
        ${now}::timestamptz - (4 - k) * interval '1 day'
      from miners m, generate_series(1, 3) k where m.operator_id is not null`);
    await db.execute(sql`analyze`);
    const clock = new TestClock(now);
    const config = benchConfig();
    const app = await buildApp({ config, db, clock, rateLimitMax: 10_000_000 });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    await refreshMinerFigures(db, clock);
    const session = await sessionFor(db, clock, "owner@bench.test");
    const [user] = rows(
      await db.execute(
        sql`insert into users (identity_id, email) values (${session.identityId}::uuid, 'owner@bench.test') returning id`,
      ),
    );
    await db.execute(sql`insert into permissions (user_id, type, operator_id, role)
      values (${String(user?.id)}::uuid, 'operator', ${operatorId}::uuid, 'owner')`);
    // Each customer's owner (5,000), then viewers of the pool's other miners: `poolUsers` users of the pool.
    await db.execute(sql`insert into users (identity_id, email)
      select gen_random_uuid()::text, 'owner' || g || '@bench.test' from generate_series(1, 5000) g`);
    await db.execute(sql`insert into permissions (user_id, type, miner_id, role)
      select u.id, 'miner', m.id, 'owner' from users u
      join miners m on m.account_name = 'cust' || substring(u.email from 'owner([0-9]+)@')
      where u.email like 'owner%@bench.test' and u.email <> 'owner@bench.test'`);
    await db.execute(sql`insert into users (identity_id, email)
      select gen_random_uuid()::text, 'viewer' || g || '@bench.test' from generate_series(1, ${poolUsers - 5000}) g`);
    await db.execute(sql`insert into permissions (user_id, type, miner_id, role)
      select u.id, 'miner', m.id, 'viewer' from users u
      join miners m on m.account_name = 'solo' || (1 + substring(u.email from 'viewer([0-9]+)@')::int % 20000)
      where u.email like 'viewer%@bench.test'`);
    const t = performance.now();
    await generatePayments(db, operatorId);
    console.log(
      `payments: a year of 5,000 customers generated in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
    const staff = await sessionFor(db, clock, "staff@bench.test");
    const [staffUser] = rows(
      await db.execute(
        sql`insert into users (identity_id, email) values (${staff.identityId}::uuid, 'staff@bench.test') returning id`,
      ),
    );
    await db.execute(sql`insert into permissions (user_id, type, pool_id, role)
      values (${String(staffUser?.id)}::uuid, 'pool', ${poolId}::uuid, 'owner')`);
    await db.execute(sql`analyze`);
    const headers = tokenHeaders(session);
    const staffHeaders = tokenHeaders(staff);
    const api = "/api/backend/v0.1";
    const customers = `${api}/operators/${operatorId}/miners`;
    const check = await app.inject({ url: customers, headers });
    if (check.statusCode !== 200 || check.json().data[0]?.balance == null) throw new Error(check.body);
    const users = `${api}/pools/${poolId}/users`;
    const total = (await app.inject({ url: users, headers: staffHeaders })).json().total;
    if (total < poolUsers) throw new Error(`pool users: ${total}`);
    const customerIds = rows(
      await db.execute(
        sql`select id from miners where operator_id = ${operatorId}::uuid order by account_name`,
      ),
    ).map((r) => String(r.id));
    // One of the 5,000 customers per request (7919 is prime to their number), as its operator's owner.
    const minerPayments = customerIds.map(
      (_, i) => `${api}/miners/${customerIds[(i * 7919) % customerIds.length]}/payments`,
    );
    const cells: { name: string; paths: string[]; headers: Record<string, string> }[] = [
      { name: "/healthz", paths: ["/healthz"], headers },
      { name: "customers, first page", paths: [customers], headers },
      {
        name: "customers, page 40 by 15 m hashrate",
        paths: [`${customers}?sort_by=hash_rate_15m&order=desc&page=40`],
        headers,
      },
      { name: "customers, name search", paths: [`${customers}?name=cust12`], headers },
      {
        name: `pool users (${poolUsers.toLocaleString("en-US")}), first page`,
        paths: [users],
        headers: staffHeaders,
      },
      { name: "pool users, page 100", paths: [`${users}?page=100&per_page=20`], headers: staffHeaders },
      { name: "pool users, e-mail search", paths: [`${users}?search=owner12`], headers: staffHeaders },
      { name: "miners/{id}/payments, a year (one of 5,000)", paths: minerPayments, headers },
      {
        name: "miners/{id}/payments, rewards of March",
        paths: minerPayments.map((p) => `${p}?type=reward&from=2026-03-01&to=2026-03-31`),
        headers,
      },
      {
        name: "operators/{id}/payments (3.65 M rows), page 1",
        paths: [`${api}/operators/${operatorId}/payments`],
        headers,
      },
      {
        name: "operators/{id}/payments, page 200",
        paths: [`${api}/operators/${operatorId}/payments?page=200`],
        headers,
      },
      {
        name: "pools/{id}/payments, page 1",
        paths: [`${api}/pools/${poolId}/payments`],
        headers: staffHeaders,
      },
      {
        name: "pools/{id}/payments, payouts, page 1",
        paths: [`${api}/pools/${poolId}/payments?type=payout`],
        headers: staffHeaders,
      },
      {
        name: "pools/{id}/payments, a week, oldest first",
        paths: [`${api}/pools/${poolId}/payments?from=2026-02-01&to=2026-02-07&sort=asc`],
        headers: staffHeaders,
      },
    ];
    const results: (LoadResult & { connections: number })[] = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const profiler = process.env.BENCH_PROFILE === "1" ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.setSamplingInterval", { interval: 200 });
      await profiler.post("Profiler.start");
    }
    for (const cell of cells.filter((c) => !only || c.name === "/healthz" || only.test(c.name))) {
      await httpLoad(baseUrl, `warm-up ${cell.name}`, cell.paths, cell.headers, {
        seconds: 1,
        connections: 4,
      });
      for (const connections of connectionCounts) {
        const name = `${cell.name} @${connections}`;
        const result = await httpLoad(baseUrl, name, cell.paths, cell.headers, { seconds, connections });
        results.push({ ...result, name: cell.name, connections });
      }
    }
    printTable(label, results);
    if (profiler) {
      const { profile } = (await profiler.post("Profiler.stop")) as unknown as { profile: Profile };
      profiler.disconnect();
      console.log("\nthe server's CPU over the cells, by package and by function (self time):");
      for (const line of [...selfTimeByPackage(profile), ...topSelfTime(profile, 30)]) console.log(line);
    }
    // The pool users page's one statement and its total, each without and with an e-mail search, as the
    // repository sends them, under EXPLAIN (ANALYZE, BUFFERS).
    const explaining = {
      execute: async (query: SQL) => {
        const plan = rows(await db.execute(sql`explain (analyze, buffers) ${query}`));
        console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
        return { rows: [] };
      },
    } as unknown as Db;
    for (const search of [undefined, "owner12"]) {
      await poolUsersRepository(explaining).members({
        poolIds: [poolId],
        now: clock.now(),
        search,
        limit: 20,
        offset: 0,
      });
    }
    for (const search of [undefined, "owner12"])
      await poolUsersRepository(explaining).memberCount({ poolIds: [poolId], search });
    const ids = rows(
      await db.execute(
        sql`select id from miners where operator_id = ${operatorId}::uuid order by account_name limit 50`,
      ),
    ).map((r) => sql`${String(r.id)}::uuid`);
    const plan = rows(
      await db.execute(sql`explain (analyze, buffers)
        select m.id, coalesce(la.balance, 0)::text as balance,
          (select f.ppm from operator_fees f
            where f.miner_id = m.id and f.operator_id = ${operatorId}::uuid
              and f.start_date <= '2026-03-02'::date and (f.end_date is null or f.end_date >= '2026-03-02'::date)
            order by f.created_at desc limit 1) as fee_ppm
        from miners m
        left join ledger_accounts la on la.key = 'miner:' || m.id::text
        where m.id in (${sql.join(ids, sql`, `)})`),
    );
    console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
    // The payments lists' statements, as the repository sends them.
    const explained = explainingDb(db);
    const repo = paymentsRepository(explained);
    const customerId = customerIds[0] ?? "";
    for (const [title, owner, filter] of [
      ["a miner's year", { type: "miner", id: customerId }, {}],
      ["the operator's customers", { type: "operator", id: operatorId }, {}],
      ["the pool's", { type: "pool", id: poolId }, {}],
      ["the pool's payouts", { type: "pool", id: poolId }, { types: ["payout"] }],
    ] as const) {
      console.log(`\n-- payments page and total: ${title}`);
      await repo.page(owner, filter as PaymentsFilter, "desc", 50, 0);
      await repo.total(owner, filter as PaymentsFilter);
    }
    await app.close();
  } finally {
    await database.close();
    await done();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * A year (2025-03-02 .. 2026-03-01) of each customer's money as the daily jobs write it: the reward of each
 * settlement day, credited at 00:20 the next day, and a completed payout of it at 14:00.
 */
async function generatePayments(db: Db, operatorId: string) {
  // Its own connection without the app's statement and read timeouts: 3.65 million rows take minutes.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    // Set-based as migration 0037 converts a populated table: without row triggers (about 135 us a row through
    // `payments_scope`), the scope copies written with the rows and the counts added after, grouped.
    await client.query("set session_replication_role = replica");
    await client.query(
      `insert into payments (miner_id, type, direction, status, amount, settlement_day, details,
        sort_rank, created_at, updated_at, address, pool_id, customer_of)
      select m.id, k.type, k.direction, 'completed',
        50000 + (abs(hashtext(m.id::text)) % 1000) * 100 + extract(doy from d)::int,
        d::date, case when k.type = 'reward' then jsonb_build_object('share_difficulty', '123456789',
          'hashrate_ths', '100.5', 'msats_per_th_day', 48000000, 'gross', 4824000, 'pool_fee', 43416,
          'pool_fee_ppm', 9000, 'operator_fee', 48240, 'operator_fee_ppm', 10000, 'net', 4732344)
          else '{}'::jsonb end,
        0, d + k.at, d + k.at,
        case when k.type = 'payout' then 'bc1qbench' || substring(m.id::text from 1 for 8) end,
        m.pool_id, m.operator_id
      from miners m
      cross join generate_series('2025-03-02'::timestamptz, '2026-03-01'::timestamptz, interval '1 day') d
      cross join (values ('reward', 'incoming', interval '1 day 20 minutes'),
        ('payout', 'outgoing', interval '1 day 14 hours')) k(type, direction, at)
      where m.operator_id = $1::uuid`,
      [operatorId],
    );
    await client.query(`insert into payment_counts (owner_id, day, type, direction, status, n)
      select o.id, (p.created_at at time zone 'UTC')::date, p.type, p.direction, p.status, count(*)
      from payments p cross join lateral (values (p.pool_id), (p.customer_of)) o(id)
      where p.miner_id is not null and o.id is not null group by 1, 2, 3, 4, 5`);
    await client.query("vacuum analyze payments");
    await client.query("vacuum analyze payment_counts");
  } finally {
    await client.end();
  }
}

/** Every cell beside `/healthz` at the same connections, and the read target. */
function printTable(label: string, results: (LoadResult & { connections: number })[]) {
  const health = new Map(results.filter((r) => r.name === "/healthz").map((r) => [r.connections, r.rps]));
  console.log(`\n${label}: req/s as a ratio of /healthz in this run; target p99 <= ${targetP99Ms} ms @64`);
  for (const r of results) {
    const ratio = r.rps / (health.get(r.connections) ?? r.rps);
    const mark = r.connections === 64 ? (r.p99 <= targetP99Ms ? "  pass" : "  MISS") : "";
    console.log(
      `${`${r.name} @${r.connections}`.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s ` +
        `${ratio.toFixed(2).padStart(5)}x  p50 ${r.p50.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms${mark}`,
    );
  }
}

/**
 * A Db whose every statement is run under EXPLAIN (ANALYZE, BUFFERS) on `db`'s pool and printed; it answers no
 * rows. The repositories' builders send their statements through it unchanged.
 */
function explainingDb(db: Db): Db {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = {
    async query(q: string | { text: string; values?: unknown[] }, params?: unknown[]) {
      const text = typeof q === "string" ? q : q.text;
      const values = typeof q === "string" ? params : (q.values ?? params);
      const plan = await pool.query(`explain (analyze, buffers) ${text}`, values as unknown[]);
      console.log(plan.rows.map((r: Record<string, unknown>) => r["QUERY PLAN"]).join("\n"));
      return { rows: [], fields: [], rowCount: 0, command: "SELECT" };
    },
  };
  return drizzle({ client: client as never }) as unknown as Db;
}
