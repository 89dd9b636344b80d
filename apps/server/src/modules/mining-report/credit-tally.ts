import { formatScaled } from "../../lib/decimal";
import { fiatOf } from "../payments/payments-csv";

/** Credited settlement days added up exactly: satoshis, and roubles in kopecks (days without a price apart). */
export type Tally = { days: number; credited: number; cents: bigint; withoutPrice: number };

export const newTally = (): Tally => ({ days: 0, credited: 0, cents: 0n, withoutPrice: 0 });

/** Adds one credited day at its stored BTC/RUB price; returns its rouble value ("" without a price). */
export function addDay(tally: Tally, satoshis: string, price: string | null): string {
  const value = price ? fiatOf(BigInt(satoshis), price) : "";
  tally.days += 1;
  tally.credited += Number(satoshis);
  if (value) tally.cents += BigInt(value.replace(".", ""));
  else tally.withoutPrice += 1;
  return value;
}

/** A row of the operator's table or the year: days, satoshis, roubles, days without a price. */
export const summaryOf = (tally: Tally) => ({
  days: tally.days,
  credited: tally.credited,
  rub_value: formatScaled(tally.cents, 2, 2),
  days_without_price: tally.withoutPrice,
});

/** The totals of several tallies (each rouble sum exact, added in kopecks). */
export function totalsOf(tallies: Tally[]) {
  const { days: _days, ...totals } = summaryOf(
    tallies.reduce(
      (sum, t) => ({
        days: sum.days + t.days,
        credited: sum.credited + t.credited,
        cents: sum.cents + t.cents,
        withoutPrice: sum.withoutPrice + t.withoutPrice,
      }),
      newTally(),
    ),
  );
  return totals;
}
