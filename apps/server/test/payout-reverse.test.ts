import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import type { Db } from "../src/db/client";
import { payoutRequests } from "../src/db/schema";
import { balancesOf } from "../src/modules/ledger/ledger.service";
import { minerAccount } from "../src/modules/ledger/ledger-accounts";
import { registerPayoutProvider } from "../src/modules/payouts/payout-provider";
import { runPayouts } from "../src/modules/payouts/payout-run";
import { buildTestApp, useTestDatabase } from "./helper";
import { credit, platformStaff, poolOfMiner, walletWith } from "./payouts-helper";
import { type TestSession, tokenHeaders } from "./product-session";
import { api, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T14:00:00Z");
const base = `${api}/platform/payouts/blockchain-requests`;
let app: App;
let staff: TestSession;
let minerId: string;
let requestId: string;
const broadcasts: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  // A provider that pays from submit itself: on a run and on every resend.
  registerPayoutProvider({
    name: "test-broadcasting",
    broadcasts: true,
    async submit(_tx: Db, request) {
      broadcasts.push(request.id);
    },
  });
  staff = await platformStaff(app, db, clock, "reverse-staff@example.com");
  ({ minerId } = await ownerOf(app, db, clock, "reverse-miner@example.com", "reverseminer"));
  await walletWith(db, minerId, {
    min: 100_000n,
    address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
    pausedUntil: new Date("2026-03-01T00:00:00Z"),
  });
  await credit(db, clock, minerId, 150_000n);
  await runPayouts(db, clock, "2026-03-02");
  const [row] = await db.select().from(payoutRequests);
  requestId = row?.id ?? "";
  await db
    .update(payoutRequests)
    .set({ provider: "test-broadcasting" })
    .where(eq(payoutRequests.id, requestId));
});
afterAll(() => app.close());

const act = (action: string, payload?: object) =>
  app.inject({
    method: "POST",
    url: `${base}/${requestId}/${action}`,
    headers: tokenHeaders(staff),
    payload,
  });

it("a request of a broadcasting provider is reversed only after it failed, never while it may be in flight", async () => {
  const poolId = await poolOfMiner(ctx.database.db, minerId);
  const balance = async () => (await balancesOf(ctx.database.db, [minerAccount(poolId, minerId)]))[0];
  const inFlight = await act("reverse");
  expect([inFlight.statusCode, inFlight.json().code]).toEqual([409, "invalid_state"]);
  expect(await act("fail", { reason: "provider: dropped" }).then((r) => r.statusCode)).toBe(200);
  expect((await act("resend")).json().data.status).toBe("created");
  expect(broadcasts).toEqual([requestId]);
  // Resent: on its way again, so still not reversible; the coins are not credited back.
  expect((await act("reverse")).statusCode).toBe(409);
  expect(await balance()).toBe(0n);
  await act("fail", { reason: "provider: rejected" });
  const reversed = await act("reverse");
  expect(reversed.json().data.status).toBe("canceled");
  expect(await balance()).toBe(150_000n);
});
