import {
  type MiningReport,
  type MiningReportYear,
  miningReportFirstMonth,
  type OperatorMiningReport,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { watcherTokenHash } from "../watchers/watcher-token";
import { watchersRepository } from "../watchers/watchers.repository";
import { addDay, newTally, summaryOf, type Tally, totalsOf } from "./credit-tally";
import { miningReportRepository } from "./mining-report.repository";
import { monthBounds } from "./month-bounds";
import { priceAgeOf } from "./price-age";

const fieldError = (name: string, text: "min_threshold" | "max_threshold", message: string) =>
  new ProductError("validation_failed", 400, message, [{ name, text }]);

const iso = (at: string | Date) => new Date(at).toISOString();

/**
 * The monthly mining report (issue 16): what the ledger credited the account each settlement day of the month,
 * at the newest BTC/RUB price stored at or before its credit (a price over an hour older is marked stale). Reads
 * need the payments section (the route's guard); the pool must enable the report (404 otherwise). January 2025 to
 * the current month (UTC).
 */
export function miningReportService(db: Db, clock: Clock, publicUrl: string) {
  const repo = miningReportRepository(db);
  const watchers = watchersRepository(db);
  const checkMonth = (month: string) => {
    const current = clock.now().toISOString().slice(0, 7);
    if (month < miningReportFirstMonth)
      throw fieldError("month", "min_threshold", "Reports start in January 2025");
    if (month > current) throw fieldError("month", "max_threshold", "The month has not begun");
  };
  return {
    /** Each customer's month in one row, with the totals (a Control Hub operator's table). */
    async operatorReport(operatorId: string, month: string): Promise<OperatorMiningReport> {
      checkMonth(month);
      const operator = await repo.operator(operatorId);
      if (!operator?.mining_report) throw ProductError.notFound("This pool has no mining report");
      const { from, to, deadline } = monthBounds(month);
      const rows = await repo.customersDays(operatorId, from, to);
      const customers = new Map<string, { miner_id: string; account_name: string; tally: Tally }>();
      for (const row of rows) {
        let customer = customers.get(row.miner_id);
        if (!customer) {
          customer = { miner_id: row.miner_id, account_name: row.account_name, tally: newTally() };
          customers.set(row.miner_id, customer);
        }
        if (row.day && row.credited && row.credited_at) addDay(customer.tally, row.credited, row.price);
      }
      const list = [...customers.values()];
      return {
        operator_name: operator.operator_name,
        pool_name: operator.pool_name,
        month,
        deadline,
        complete: clock.now().toISOString() >= `${to}T00:00:00.000Z`,
        customers: list.map(({ tally, ...c }) => ({ ...c, ...summaryOf(tally) })),
        totals: totalsOf(list.map((c) => c.tally)),
      };
    },

    /** The year's months as the monthly reports total them (the tax calculator's "from the account"). */
    async year(minerId: string, year: number): Promise<MiningReportYear> {
      const current = clock.now().getUTCFullYear();
      const first = Number(miningReportFirstMonth.slice(0, 4));
      if (year < first) throw fieldError("year", "min_threshold", `Reports start in ${first}`);
      if (year > current) throw fieldError("year", "max_threshold", "The year has not begun");
      const account = await repo.account(minerId);
      if (!account?.mining_report) throw ProductError.notFound("This pool has no mining report");
      const credited = await repo.creditedDays(minerId, `${year}-01-01`, `${year + 1}-01-01`);
      const currentMonth = clock.now().toISOString().slice(0, 7);
      const months = new Map<string, Tally>();
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, "0")}`;
        if (month > currentMonth) break;
        months.set(month, newTally());
      }
      for (const row of credited) {
        const tally = months.get(row.day.slice(0, 7));
        if (tally) addDay(tally, row.credited, row.price);
      }
      return {
        miner_id: minerId,
        account_name: account.account_name,
        year,
        complete: current > year,
        months: [...months].map(([month, tally]) => ({ month, ...summaryOf(tally) })),
        totals: totalsOf([...months.values()]),
      };
    },

    /**
     * A watcher link to print on the report: its canonical URL when it is an active link (not revoked, not
     * expired) whose creator still manages this account; else a field error. A bare token is accepted too.
     */
    async watcherLink(minerId: string, link: string): Promise<string> {
      const token = /^(?:.*\/watch\/)?([A-Za-z0-9_-]{43})\/?$/.exec(link)?.[1];
      const row = token ? await watchers.findByTokenHash(watcherTokenHash(token)) : undefined;
      const now = clock.now();
      const active = row && !row.revokedAt && (!row.expiresAt || row.expiresAt > now);
      const scope = active ? await watchers.effectiveScope(row.id, row.createdBy) : [];
      if (!scope.some((miner) => miner.id === minerId)) {
        throw new ProductError("validation_failed", 400, "Not an active watcher link of this account", [
          { name: "watcher_link", text: "invalid_input" },
        ]);
      }
      return `${publicUrl}/watch/${token}`;
    },

    async report(minerId: string, month: string): Promise<MiningReport> {
      checkMonth(month);
      const account = await repo.account(minerId);
      if (!account?.mining_report) throw ProductError.notFound("This pool has no mining report");
      const { from, to, deadline } = monthBounds(month);
      const credited = await repo.creditedDays(minerId, from, to);
      const breakdown = new Map((await repo.dayBreakdown(minerId, from, to)).map((b) => [b.day, b]));
      const addresses = (await repo.addresses(minerId)).map((a, i, all) => ({
        address: a.address,
        from: iso(a.created_at),
        to: all[i + 1] ? iso((all[i + 1] as (typeof all)[number]).created_at) : null,
      }));
      const addressOn = (day: string) => {
        const end = `${day}T23:59:59.999Z`;
        return addresses.filter((a) => a.from <= end).at(-1)?.address ?? null;
      };
      const tally = newTally();
      const days = [];
      for (const row of credited) {
        const value = addDay(tally, row.credited, row.price);
        const parts = breakdown.get(row.day);
        days.push({
          day: row.day,
          credited: Number(row.credited),
          breakdown: {
            reward: Number(parts?.reward ?? 0),
            shares_given: Number(parts?.shares_given ?? 0),
            shares_received: Number(parts?.shares_received ?? 0),
            referral: Number(parts?.referral ?? 0),
          },
          credited_at: iso(row.credited_at),
          rub_price: row.price,
          rub_price_source: row.source,
          rub_price_at: row.fetched_at ? iso(row.fetched_at) : null,
          ...priceAgeOf(row.credited_at, row.fetched_at),
          rub_value: value || null,
          address: addressOn(row.day),
        });
      }
      const monthStart = `${from}T00:00:00.000Z`;
      const monthEnd = `${to}T00:00:00.000Z`;
      return {
        miner_id: minerId,
        account_name: account.account_name,
        pool_name: account.pool_name,
        month,
        deadline,
        complete: clock.now().toISOString() >= monthEnd,
        days,
        addresses: addresses.filter((a) => a.from < monthEnd && (a.to === null || a.to > monthStart)),
        payouts: (await repo.payouts(minerId, from, to)).map((p) => ({
          day: p.day,
          amount: Number(p.amount),
          address: p.address,
          status: p.status,
          tx_id: p.tx_id,
        })),
        totals: totalsOf([tally]),
      };
    },
  };
}
