import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { pools, users, wallets } from "../../src/db/schema";
import { identityWallets } from "../../src/modules/wallets/identity-wallets";
import { useTestDatabase } from "../helper";
import { grant, minerIn } from "../payments/payments-fixture";

const ctx = useTestDatabase();
const at = new TestClock("2026-03-02T10:00:00Z").now();

describe("the wallets of GET identity", () => {
  it("list a miner's wallet only where the grant reads payments: not a viewer, not a member without the section", async () => {
    const db = ctx.database.db;
    const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
    const minerId = await minerIn(db, pool?.id ?? "", "walletsview");
    await db.insert(wallets).values({ minerId, minPayment: 100_000n, createdAt: at, updatedAt: at });
    const userOf = async (email: string) => {
      const [row] = await db.insert(users).values({ identityId: crypto.randomUUID(), email }).returning();
      return row?.id ?? "";
    };
    const owner = await userOf("wv-owner@example.com");
    const accountant = await userOf("wv-accountant@example.com");
    const viewer = await userOf("wv-viewer@example.com");
    const manager = await userOf("wv-member@example.com");
    await grant(db, owner, { minerId });
    await grant(db, accountant, { minerId }, "accountant");
    await grant(db, viewer, { minerId }, "viewer");
    await grant(db, manager, { minerId }, "manager");

    const names = async (userId: string) =>
      (await identityWallets(db, userId)).map((wallet) => wallet.account_name);
    expect(await names(owner)).toEqual(["walletsview"]);
    expect(await names(accountant)).toEqual(["walletsview"]);
    expect(await names(viewer)).toEqual([]);
    expect(await names(manager)).toEqual(["walletsview"]);
  });
});
