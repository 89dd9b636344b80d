/**
 * `tsx bench/customers-list.ts`: an operator with 5,000 customers, 20 workers each (100,000), a ledger balance
 * each and three operator-fee periods each (15,000 rows), then `GET operators/{id}/miners` (page of 50) as the
 * operator's owner, and EXPLAIN (ANALYZE, BUFFERS) of the page's money statement (balances and fees).
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/prepare";
import { refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { sessionFor, tokenHeaders } from "../test/product-session";
import { openBenchDatabase } from "./bench-database";

const N = Number(process.env.BENCH_N ?? 300);
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
    const config = loadConfig({
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DEMO: undefined,
      INGEST_TOKEN: "bench-ingest-token-0123456789",
    });
    const app = await buildApp({ config, db, clock, rateLimitMax: N * 100 });
    await app.ready();
    await refreshMinerFigures(db, clock);
    const session = await sessionFor(db, clock, "owner@bench.test");
    const [user] = rows(
      await db.execute(
        sql`insert into users (identity_id, email) values (${session.identityId}::uuid, 'owner@bench.test') returning id`,
      ),
    );
    await db.execute(sql`insert into permissions (user_id, type, operator_id, role)
      values (${String(user?.id)}::uuid, 'operator', ${operatorId}::uuid, 'owner')`);
    const headers = tokenHeaders(session);
    for (const query of ["", "?sort_by=hash_rate_15m&order=desc&page=40", "?name=cust12"]) {
      const url = `/api/backend/v0.1/operators/${operatorId}/miners${query}`;
      for (let i = 0; i < 20; i++) await app.inject({ url, headers });
      const times: number[] = [];
      for (let i = 0; i < N; i++) {
        const t = performance.now();
        const res = await app.inject({ url, headers });
        times.push(performance.now() - t);
        if (res.statusCode !== 200 || res.json().data[0]?.balance == null) throw new Error(res.body);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.floor(times.length * q)]?.toFixed(2);
      console.log(`${label}: GET .../miners${query || " (first page)"}  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms`);
    }
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
