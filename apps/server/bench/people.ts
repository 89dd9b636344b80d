/**
 * `tsx bench/people.ts` (part of `npm run bench`): an operator with 5,000 customers, 20 workers each (100,000), a
 * ledger balance each and three operator-fee periods each (15,000 rows), each customer with its own owner (5,000
 * users of the pool). Over real HTTP (autocannon, `http-load.ts`) against the listening app: the customer list
 * `GET operators/{id}/miners` (page of 50) as the operator's owner and the pool users list `GET pools/{id}/users`
 * as the pool's owner; then EXPLAIN (ANALYZE, BUFFERS) of the customer page's money statement.
 */
import { type SQL, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import type { Db } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { poolUsersRepository } from "../src/modules/pool-users/pool-users.repository";
import { sessionFor, tokenHeaders } from "../test/product-session";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";
import { httpLoad } from "./http-load";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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
    // Each customer's owner: 5,000 users of the pool for the users list.
    await db.execute(sql`insert into users (identity_id, email)
      select gen_random_uuid()::text, 'owner' || g || '@bench.test' from generate_series(1, 5000) g`);
    await db.execute(sql`insert into permissions (user_id, type, miner_id, role)
      select u.id, 'miner', m.id, 'owner' from users u
      join miners m on m.account_name = 'cust' || substring(u.email from 'owner([0-9]+)@')
      where u.email like 'owner%@bench.test' and u.email <> 'owner@bench.test'`);
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
    const customers = `/api/backend/v0.1/operators/${operatorId}/miners`;
    const check = await app.inject({ url: customers, headers });
    if (check.statusCode !== 200 || check.json().data[0]?.balance == null) throw new Error(check.body);
    for (const [name, query] of [
      ["customers, first page", ""],
      ["customers, page 40 by 15 m hashrate", "?sort_by=hash_rate_15m&order=desc&page=40"],
      ["customers, name search", "?name=cust12"],
    ] as const) {
      const paths = [`${customers}${query}`];
      await httpLoad(baseUrl, `warm-up ${name}`, paths, headers, { seconds: 1, connections: 4 });
      await httpLoad(baseUrl, `${label}: ${name}`, paths, headers, { seconds });
    }
    const users = `/api/backend/v0.1/pools/${poolId}/users`;
    const staffHeaders = tokenHeaders(staff);
    const total = (await app.inject({ url: users, headers: staffHeaders })).json().total;
    if (total < 5000) throw new Error(`pool users: ${total}`);
    for (const [name, query] of [
      ["pool users, first page", ""],
      ["pool users, page 100", "?page=100&per_page=20"],
      ["pool users, e-mail search", "?search=owner12"],
    ] as const) {
      const paths = [`${users}${query}`];
      await httpLoad(baseUrl, `warm-up ${name}`, paths, staffHeaders, { seconds: 1, connections: 4 });
      await httpLoad(baseUrl, `${label}: ${name}`, paths, staffHeaders, { seconds });
    }
    // The pool users page's one statement, as the repository sends it, under EXPLAIN (ANALYZE, BUFFERS).
    const explaining = {
      execute: async (query: SQL) => {
        const plan = rows(await db.execute(sql`explain (analyze, buffers) ${query}`));
        console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
        return { rows: [] };
      },
    } as unknown as Db;
    await poolUsersRepository(explaining).members({
      poolIds: [poolId],
      now: clock.now(),
      limit: 20,
      offset: 0,
    });
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
