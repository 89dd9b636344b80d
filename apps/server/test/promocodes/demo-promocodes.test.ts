import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { minerFees, miners, promocodeApplications, promocodes } from "../../src/db/schema";
import { seedDemoPromocodes } from "../../src/db/seed/demo-promocodes";
import { addUtcDays, utcDayOf } from "../../src/lib/utc-day";
import { demoMonthStart } from "../../src/modules/telemetry/simulator/month-history";
import { useTestDatabase } from "../helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-11-25T06:00:00Z");

describe("seedDemoPromocodes", () => {
  it("makes the demo's codes and applies two from the month's fifth day, once however often it runs", async () => {
    const db = ctx.database.db;
    await seedDemoPromocodes(db, clock);
    await seedDemoPromocodes(db, clock);
    const codes = await db.select().from(promocodes).orderBy(asc(promocodes.code));
    expect(codes.map((c) => [c.code, c.type, c.status])).toEqual([
      ["HASH-FOREVER", "universal", "active"],
      ["LOYAL-HALF", "loyalty", "active"],
      ["SUMMER-2026", "universal", "inactive"],
      ["WELCOME-2026", "welcome", "active"],
    ]);
    const applied = await db
      .select({
        account: miners.accountName,
        ppm: minerFees.ppm,
        start: minerFees.startDate,
        end: minerFees.endDate,
      })
      .from(promocodeApplications)
      .innerJoin(miners, eq(miners.id, promocodeApplications.minerId))
      .innerJoin(minerFees, eq(minerFees.id, promocodeApplications.minerFeeId))
      .orderBy(asc(miners.accountName));
    const fifth = addUtcDays(utcDayOf(demoMonthStart(clock.now().getTime())), 4);
    expect(applied).toEqual([
      // The pool's 0.9 % less 0.3 % for 90 days.
      { account: "carol", ppm: 6000, start: fifth, end: addUtcDays(fifth, 89) },
      { account: "northhub02", ppm: 6000, start: fifth, end: null },
    ]);
  });
});
