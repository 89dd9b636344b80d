/**
 * The accounts and rows the schema fuzz suite points its requests at, so a mutated request reaches the handler
 * and its service (a real owner at aal2 with TOTP, real ids in the path) rather than stopping at 401 or 404.
 */
import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import {
  miners,
  operators,
  permissions,
  platformAccounts,
  pools,
  promocodes,
  unallocatedFunds,
  users,
  workers,
} from "../../src/db/schema";
import { runPayouts } from "../../src/modules/payouts/payout-run";
import { credit, walletWith } from "../payouts-helper";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";
import type { FlowKind } from "./fuzz-requests";

const api = "/api/backend/v0.1";

export type FuzzWorld = {
  owner: TestSession;
  ownerEmail: string;
  ownerUserId: string;
  ids: {
    poolId: string;
    operatorId: string;
    operatorTitle: string;
    /** The owner's own miner (made through POST miners). */
    minerId: string;
    /** A customer of the operator (owned too). */
    customerId: string;
    /** Another miner of the pool, the target of transfers. */
    otherMinerId: string;
    workerId: string;
    walletId: string;
    watcherToken: string;
    watcherLinkId: string;
    unallocatedId: string;
    payoutRequestId: string;
    /** A platform promo code. */
    promocodeId: string;
  };
};

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`fuzz world: no ${what}`);
  return row;
}

/** An owner of the pool, an operator, two miners and the platform, signed in at aal2 with TOTP. */
export async function fuzzWorld(app: App, db: Db, clock: Clock): Promise<FuzzWorld> {
  const ownerEmail = "fuzz-owner@pithead.test";
  const owner = await sessionFor(db, clock, ownerEmail, { aal: "aal2", totp: true });
  const headers = tokenHeaders(owner);
  const made = await app.inject({
    method: "POST",
    url: `${api}/miners`,
    headers,
    payload: { account_name: "fuzzminer" },
  });
  if (made.statusCode !== 201) throw new Error(`fuzz world: miner ${made.body}`);
  const minerId = made.json().id as string;
  const { id: ownerUserId } = await one(
    db.select({ id: users.id }).from(users).where(eq(users.identityId, owner.identityId)),
    "product user",
  );
  const { id: poolId } = await one(
    db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true)),
    "current pool",
  );
  const operatorTitle = "Fuzz Hub";
  const { id: operatorId } = await one(
    db
      .insert(operators)
      .values({ poolId, operatorName: "fuzzhub", title: operatorTitle })
      .returning({ id: operators.id }),
    "operator",
  );
  const minerRow = (accountName: string, operator: string | null) =>
    one(
      db
        .insert(miners)
        .values({ poolId, operatorId: operator, accountName, title: accountName })
        .returning({ id: miners.id }),
      accountName,
    );
  const customerId = (await minerRow("fuzzcustomer", operatorId)).id;
  const otherMinerId = (await minerRow("fuzzother", null)).id;
  const { id: platformId } = await one(
    db.insert(platformAccounts).values({ name: "fuzz-platform" }).returning({ id: platformAccounts.id }),
    "platform",
  );
  await db.insert(permissions).values([
    { userId: ownerUserId, type: "pool", poolId, role: "owner" },
    { userId: ownerUserId, type: "operator", operatorId, role: "owner" },
    { userId: ownerUserId, type: "miner", minerId: customerId, role: "owner" },
    { userId: ownerUserId, type: "platform", platformAccountId: platformId, role: "owner" },
  ]);
  const now = clock.now();
  const { id: workerId } = await one(
    db
      .insert(workers)
      .values({ minerId, name: "rig1", firstSeen: now, lastShareAt: now, statusChangedAt: now })
      .returning({ id: workers.id }),
    "worker",
  );

  // A wallet with a balance and a payout request of today's run (the manual provider's steps act on it).
  const walletId = await walletWith(db, minerId, {
    min: 100_000n,
    address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
    pausedUntil: new Date(now.getTime() - 3_600_000),
  });
  await credit(db, clock, minerId, 500_000n);
  await runPayouts(db, clock, now.toISOString().slice(0, 10));
  const requests = await app.inject({
    url: `${api}/platform/payouts/blockchain-requests`,
    headers,
  });
  const payoutRequestId = (requests.json().data?.[0]?.id as string | undefined) ?? "";
  if (!payoutRequestId) throw new Error(`fuzz world: no payout request ${requests.body}`);

  const { id: unallocatedId } = await one(
    db
      .insert(unallocatedFunds)
      .values({
        poolId,
        day: "2026-01-01",
        accountName: "typo",
        shareDifficulty: 1000,
        msatsPerThDay: 50_000_000n,
        gross: 1000n,
        fee: 10n,
        feePpm: 10_000,
        createdAt: now,
      })
      .returning({ id: unallocatedFunds.id }),
    "unallocated funds",
  );

  const link = await app.inject({
    method: "POST",
    url: `${api}/miners/${minerId}/watchers`,
    headers,
    payload: { label: "fuzz" },
  });
  if (link.statusCode !== 200) throw new Error(`fuzz world: watcher link ${link.body}`);
  const { id: promocodeId } = await one(
    db
      .insert(promocodes)
      .values({
        code: "FUZZ-CODE",
        effectiveFrom: "2026-01-01",
        status: "active",
        type: "universal",
        feeType: "rel",
        feeValue: 1000,
        perpetual: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: promocodes.id }),
    "promo code",
  );
  return {
    owner,
    ownerEmail,
    ownerUserId,
    ids: {
      poolId,
      operatorId,
      operatorTitle,
      minerId,
      customerId,
      otherMinerId,
      workerId,
      walletId,
      watcherToken: link.json().token,
      watcherLinkId: link.json().id,
      unallocatedId,
      payoutRequestId,
      promocodeId,
    },
  };
}

/** A fresh api flow of the kind (settings as the owner), so each submit reaches the strategy code. */
export async function newApiFlow(app: App, world: FuzzWorld, kind: FlowKind): Promise<string> {
  const res = await app.inject({
    url: `/identity/self-service/${kind}/api`,
    headers: kind === "settings" ? tokenHeaders(world.owner) : {},
  });
  const id = res.json().id as string | undefined;
  if (!id) throw new Error(`no ${kind} flow: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return id;
}
