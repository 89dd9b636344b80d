import { eq } from "drizzle-orm";
import { type Clock, systemClock } from "../../clock";
import type { Db } from "../client";
import { miners, operators, platformAccounts, poolStratumAddresses, pools } from "../schema";
import { seedDemoUsers } from "./demo-users";

export const demoPoolName = "Pithead";

export const demoStratumUrls = [
  "stratum+tcp://stratum.pithead.test:3333",
  "stratum+tcp://stratum-eu.pithead.test:3333",
  "stratum+tcp://stratum-asia.pithead.test:3333",
];

export const demoOperator = { operatorName: "northhub", title: "North Hub" };
export const demoCustomers = [
  { accountName: "northhub01", title: "North Hub customer 1" },
  { accountName: "northhub02", title: "North Hub customer 2" },
  { accountName: "northhub03", title: "North Hub customer 3" },
];
export const demoIndependentMiners = [
  { accountName: "alice", title: "Alice" },
  { accountName: "bob", title: "Bob" },
  { accountName: "carol", title: "Carol" },
];
export const demoPlatformAccount = "pithead-platform";

/**
 * Demo data for a local try-out. Idempotent: every insert skips rows that already exist (by their
 * unique keys), so running it at each start changes nothing after the first.
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pools)
      .values({
        name: demoPoolName,
        isCurrent: true,
        miningReport: true,
        taxCalculator: true,
        extraCurrencies: ["RUB"],
        appTheme: "default",
        termsUrl: "/",
      })
      .onConflictDoNothing();
    const [pool] = await tx.select({ id: pools.id }).from(pools).where(eq(pools.name, demoPoolName));
    if (!pool) throw new Error("demo seed: pool row missing after insert");

    await tx
      .insert(poolStratumAddresses)
      .values(demoStratumUrls.map((url, i) => ({ poolId: pool.id, position: i + 1, url })))
      .onConflictDoNothing();

    await tx
      .insert(operators)
      .values({ poolId: pool.id, ...demoOperator })
      .onConflictDoNothing();
    const [operator] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.operatorName, demoOperator.operatorName));
    if (!operator) throw new Error("demo seed: operator row missing after insert");

    await tx
      .insert(miners)
      .values([
        ...demoCustomers.map((m) => ({ ...m, poolId: pool.id, operatorId: operator.id })),
        ...demoIndependentMiners.map((m) => ({ ...m, poolId: pool.id })),
      ])
      .onConflictDoNothing();

    await tx.insert(platformAccounts).values({ name: demoPlatformAccount }).onConflictDoNothing();
  });
  // The demo sign-ins and their owner permissions (README).
  await seedDemoUsers(db, clock);
}
