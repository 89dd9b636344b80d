import { type MiningReport, miningReportFirstMonth, type OperatorMiningReport } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { formatScaled } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { fiatOf } from "../payments/payments-csv";
import { miningReportRepository } from "./mining-report.repository";

const monthError = (text: "min_threshold" | "max_threshold", message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "month", text }]);

/** `2025-01` -> its first day, the next month's first day, and the filing deadline (the 20th of the next month). */
export function monthBounds(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01`, deadline: `${next}-20` };
}

const iso = (at: string | Date) => new Date(at).toISOString();

/**
 * The monthly mining report (issue 16): what the ledger credited the account each settlement day of the month,
 * at the BTC/RUB price stored when it was credited. Reads need the payments section (the route's guard); the
 * pool must enable the report (404 otherwise). January 2025 to the current month (UTC).
 */
export function miningReportService(db: Db, clock: Clock) {
  const repo = miningReportRepository(db);
  const checkMonth = (month: string) => {
    const current = clock.now().toISOString().slice(0, 7);
    if (month < miningReportFirstMonth) throw monthError("min_threshold", "Reports start in January 2025");
    if (month > current) throw monthError("max_threshold", "The month has not begun");
  };
  /** One request's price lookup: each credit time asked once (the customers' days share them). */
  const pricer = () => {
    const prices = new Map<number, ReturnType<typeof repo.rubPrice>>();
    return (at: Date) => {
      let price = prices.get(at.getTime());
      if (!price) {
        price = repo.rubPrice(at);
        prices.set(at.getTime(), price);
      }
      return price;
    };
  };
  return {
    /** Each customer's month in one row, with the totals (a Control Hub operator's table). */
    async operatorReport(operatorId: string, month: string): Promise<OperatorMiningReport> {
      checkMonth(month);
      const priceAt = pricer();
      const operator = await repo.operator(operatorId);
      if (!operator?.mining_report) throw ProductError.notFound("This pool has no mining report");
      const { from, to, deadline } = monthBounds(month);
      const rows = await repo.customersDays(operatorId, from, to);
      const customers = new Map<string, OperatorMiningReport["customers"][number] & { cents: bigint }>();
      for (const row of rows) {
        let customer = customers.get(row.miner_id);
        if (!customer) {
          customer = {
            miner_id: row.miner_id,
            account_name: row.account_name,
            days: 0,
            credited: 0,
            rub_value: "0.00",
            days_without_price: 0,
            cents: 0n,
          };
          customers.set(row.miner_id, customer);
        }
        if (!row.day || !row.credited || !row.credited_at) continue;
        const price = await priceAt(new Date(row.credited_at));
        const value = price ? fiatOf(BigInt(row.credited), price.price) : "";
        customer.days += 1;
        customer.credited += Number(row.credited);
        if (value) customer.cents += BigInt(value.replace(".", ""));
        else customer.days_without_price += 1;
      }
      const list = [...customers.values()].map(({ cents, ...c }) => ({
        ...c,
        rub_value: formatScaled(cents, 2, 2),
      }));
      const cents = [...customers.values()].reduce((sum, c) => sum + c.cents, 0n);
      return {
        operator_name: operator.operator_name,
        pool_name: operator.pool_name,
        month,
        deadline,
        complete: clock.now().toISOString() >= `${to}T00:00:00.000Z`,
        customers: list,
        totals: {
          credited: list.reduce((sum, c) => sum + c.credited, 0),
          rub_value: formatScaled(cents, 2, 2),
          days_without_price: list.reduce((sum, c) => sum + c.days_without_price, 0),
        },
      };
    },

    async report(minerId: string, month: string): Promise<MiningReport> {
      checkMonth(month);
      const account = await repo.account(minerId);
      if (!account?.mining_report) throw ProductError.notFound("This pool has no mining report");
      const { from, to, deadline } = monthBounds(month);
      const credited = await repo.creditedDays(minerId, from, to);
      const addresses = (await repo.addresses(minerId)).map((a, i, all) => ({
        address: a.address,
        from: iso(a.created_at),
        to: all[i + 1] ? iso((all[i + 1] as (typeof all)[number]).created_at) : null,
      }));
      const addressOn = (day: string) => {
        const end = `${day}T23:59:59.999Z`;
        return addresses.filter((a) => a.from <= end).at(-1)?.address ?? null;
      };
      let rubCents = 0n;
      let withoutPrice = 0;
      const days = [];
      for (const row of credited) {
        const creditedAt = new Date(row.credited_at);
        const price = await repo.rubPrice(creditedAt);
        const value = price ? fiatOf(BigInt(row.credited), price.price) : "";
        if (value) rubCents += BigInt(value.replace(".", ""));
        else withoutPrice += 1;
        days.push({
          day: row.day,
          credited: Number(row.credited),
          credited_at: creditedAt.toISOString(),
          rub_price: price?.price ?? null,
          rub_price_source: price?.source ?? null,
          rub_price_at: price ? iso(price.fetched_at) : null,
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
        totals: {
          credited: days.reduce((sum, d) => sum + d.credited, 0),
          rub_value: formatScaled(rubCents, 2, 2),
          days_without_price: withoutPrice,
        },
      };
    },
  };
}
