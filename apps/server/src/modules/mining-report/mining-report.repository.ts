import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The newest BTC/RUB price stored at or before `at` (a lateral subquery: one index probe per day). */
const priceAt = (at: ReturnType<typeof sql>) => sql`left join lateral (
    select price, source, fetched_at from exchange_rates
    where symbol = 'BTCRUB' and fetched_at <= ${at} order by fetched_at desc limit 1
  ) r on true`;

/** SQL reads of the monthly mining report: the ledger's reward postings, prices, addresses, payouts. */
export function miningReportRepository(db: Db) {
  return {
    async account(minerId: string) {
      const [row] = await run<{ account_name: string; pool_name: string; mining_report: boolean }>(
        db,
        sql`select m.account_name, p.name as pool_name, p.mining_report
          from miners m join pools p on p.id = m.pool_id where m.id = ${minerId}::uuid`,
      );
      return row;
    },
    /**
     * The account's reward postings by settlement day in [from, to) (the day is in the entry's key,
     * `reward:<day>:<donor>`: its own reward and the shares other accounts' rewards paid it), each with the newest
     * BTC/RUB price stored at or before its credit time (null when none).
     */
    async creditedDays(minerId: string, from: string, to: string) {
      return run<{
        day: string;
        credited: string;
        credited_at: string | Date;
        price: string | null;
        source: string | null;
        fetched_at: string | Date | null;
      }>(
        db,
        sql`select d.day, d.credited, d.credited_at, r.price, r.source, r.fetched_at
          from (
            select substring(e.idempotency_key from 8 for 10) as day, sum(p.amount)::text as credited,
              max(e.created_at) as credited_at
            from ledger_postings p join ledger_entries e on e.id = p.entry_id
            where p.account_key = ${`miner:${minerId}`} and e.kind = 'reward'
              and e.idempotency_key >= ${`reward:${from}`} and e.idempotency_key < ${`reward:${to}`}
            group by 1
          ) d
          ${priceAt(sql`d.credited_at`)}
          order by d.day`,
      );
    },
    async operator(operatorId: string) {
      const [row] = await run<{ operator_name: string; pool_name: string; mining_report: boolean }>(
        db,
        sql`select o.operator_name, p.name as pool_name, p.mining_report
          from operators o join pools p on p.id = o.pool_id where o.id = ${operatorId}::uuid`,
      );
      return row;
    },
    /**
     * The operator's customers (not deleted), with their reward postings by settlement day in [from, to), each
     * with the BTC/RUB price stored at or before its credit time.
     */
    async customersDays(operatorId: string, from: string, to: string) {
      return run<{
        miner_id: string;
        account_name: string;
        day: string | null;
        credited: string | null;
        credited_at: string | Date | null;
        price: string | null;
      }>(
        db,
        sql`select m.id as miner_id, m.account_name, c.day, c.credited, c.credited_at, r.price
          from miners m
          left join lateral (
            select substring(e.idempotency_key from 8 for 10) as day, sum(p.amount)::text as credited,
              max(e.created_at) as credited_at
            from ledger_postings p join ledger_entries e on e.id = p.entry_id
            where p.account_key = 'miner:' || m.id::text and e.kind = 'reward'
              and e.idempotency_key >= ${`reward:${from}`} and e.idempotency_key < ${`reward:${to}`}
            group by 1
          ) c on true
          ${priceAt(sql`c.credited_at`)}
          where m.operator_id = ${operatorId}::uuid and m.deleted_at is null
          order by m.account_name, c.day`,
      );
    },
    /** Every payout address of the account's wallet, oldest first. */
    async addresses(minerId: string) {
      return run<{ address: string; created_at: string | Date }>(
        db,
        sql`select a.address, a.created_at from wallet_addresses a join wallets w on w.id = a.wallet_id
          where w.miner_id = ${minerId}::uuid order by a.created_at, a.id`,
      );
    },
    /**
     * The account's reward-day Payments rows of settlement days in [from, to), summed by kind: its reward, profit
     * shares given and received, referral income (refunds of unallocated funds are not a day's reward entry).
     */
    async dayBreakdown(minerId: string, from: string, to: string) {
      return run<{
        day: string;
        reward: string;
        shares_given: string;
        shares_received: string;
        referral: string;
      }>(
        db,
        sql`select p.settlement_day::text as day,
            coalesce(sum(p.amount) filter (where p.type = 'reward'), 0)::text as reward,
            coalesce(sum(p.amount) filter (where p.type = 'profit_sharing' and p.direction = 'outgoing'), 0)::text
              as shares_given,
            coalesce(sum(p.amount) filter (where p.type = 'profit_sharing' and p.direction = 'incoming'), 0)::text
              as shares_received,
            coalesce(sum(p.amount) filter (where p.type = 'referral'), 0)::text as referral
          from payments p
          where p.miner_id = ${minerId}::uuid and p.type in ('reward', 'profit_sharing', 'referral')
            and p.settlement_day >= ${from}::date and p.settlement_day < ${to}::date
            and not (p.details ? 'unallocated_funds_id')
          group by p.settlement_day`,
      );
    },
    /** The account's payouts of settlement days in [from, to), with their request's state and transaction. */
    async payouts(minerId: string, from: string, to: string) {
      return run<{
        day: string;
        amount: string;
        address: string | null;
        status: string;
        tx_id: string | null;
      }>(
        db,
        sql`select p.settlement_day::text as day, p.amount::text, p.address,
            coalesce(r.status, p.status) as status, r.tx_id
          from payments p left join payout_requests r on r.payment_id = p.id
          where p.miner_id = ${minerId}::uuid and p.type = 'payout'
            and p.settlement_day >= ${from}::date and p.settlement_day < ${to}::date
          order by p.settlement_day, p.created_at`,
      );
    },
  };
}
