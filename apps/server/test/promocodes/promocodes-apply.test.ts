import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import {
  miners,
  payments,
  permissions,
  promocodeApplications,
  promocodeApplyFailures,
  referrerCodes,
} from "../../src/db/schema";
import { applyPromocode } from "../../src/modules/promocodes/promocode-apply";
import { buildTestApp, useTestDatabase } from "../helper";
import { platformStaff, poolOfMiner, userIdOf } from "../payouts-helper";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";
import { api, ownerOf } from "../watchers-helper";

const ctx = useTestDatabase({ demo: false });
// Today 2026-03-02 (UTC): a code's fee period starts tomorrow, 2026-03-03.
const clock = new TestClock("2026-03-02T09:00:00Z");
let app: App;
let platform: TestSession;
let owner: TestSession;
let ownerUserId: string;
let fresh: string;
let rewarded: string;
let counter = 0;

const db = () => ctx.database.db;
const inject = (s: TestSession | null, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url: `${api}${url}`, headers: s ? tokenHeaders(s) : {}, payload });
let addresses = 0;
/**
 * One apply, each from a client address of its own (failed applies are limited per address and per user, 10 an
 * hour: `promocodes-apply-limit.test.ts`; each test here starts with no failures counted).
 */
const apply = (s: TestSession | null, code: string, minerId: string) =>
  app.inject({
    method: "POST",
    url: `${api}/promocodes/apply`,
    headers: s ? tokenHeaders(s) : {},
    payload: { code, miner_id: minerId },
    remoteAddress: `10.7.${(++addresses >> 8) & 255}.${addresses & 255}`,
  });

/** A promo code made by the platform's owner through the API; answers its id. */
async function makeCode(code: string, over: object = {}): Promise<string> {
  const res = await inject(platform, "POST", "/platform/promocodes", {
    code,
    effective_from: "2026-03-01",
    type: "universal",
    fee_type: "abs",
    fee_value: "0.5",
    duration_days: 30,
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(`promo code ${code}: ${res.body}`);
  return res.json().data.id as string;
}

/** Another miner the owner's user owns (a direct row and permission: quick, for the many-miner tests). */
async function ownedMiner(userId = ownerUserId): Promise<string> {
  counter += 1;
  const poolId = await poolOfMiner(db(), fresh);
  const [row] = await db()
    .insert(miners)
    .values({ poolId, accountName: `extra${counter}`, title: `extra${counter}` })
    .returning({ id: miners.id });
  if (!row) throw new Error("no miner");
  await db().insert(permissions).values({ userId, type: "miner", minerId: row.id, role: "owner" });
  return row.id;
}

/** A reward payment row: the miner has been credited (what welcome and loyalty codes look at). */
async function giveReward(minerId: string) {
  await db().insert(payments).values({
    minerId,
    type: "reward",
    direction: "incoming",
    status: "completed",
    amount: 1000n,
    settlementDay: "2026-03-01",
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
}

/** `call` with the clock early tomorrow (the sessions, made today at 09:00, last 24 h). */
async function onTomorrow<T>(call: () => Promise<T>): Promise<T> {
  clock.set("2026-03-03T00:30:00Z");
  try {
    return await call();
  } finally {
    clock.set("2026-03-02T09:00:00Z");
  }
}

const fieldOf = (res: { statusCode: number; json(): { code: string; fields?: { text: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe("validation_failed");
  return res.json().fields?.[0];
};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  platform = await platformStaff(app, db(), clock, "apply-platform@example.com", "owner");
  ({ session: owner, minerId: fresh } = await ownerOf(
    app,
    db(),
    clock,
    "apply-owner@example.com",
    "applyfresh",
  ));
  ownerUserId = await userIdOf(app, db(), owner);
  rewarded = await ownedMiner();
  await giveReward(rewarded);
});
afterAll(() => app.close());

describe("POST promocodes/apply", () => {
  beforeEach(async () => {
    await db().delete(promocodeApplyFailures);
  });

  it("makes a fee period from tomorrow for duration_days (abs: the value) and counts the use", async () => {
    const id = await makeCode("ABS-HALF", { fee_value: "0.5", duration_days: 30 });
    const res = await apply(owner, "abs-half", fresh);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      code: "ABS-HALF",
      fee_percent: "0.5",
      start_date: "2026-03-03",
      end_date: "2026-04-01",
    });
    const fees = await inject(owner, "GET", `/miners/${fresh}/fees`);
    expect(fees.json().data).toMatchObject([
      { percent: "0.5", start_date: "2026-03-03", end_date: "2026-04-01", comment: "Promo code ABS-HALF" },
    ]);
    // Today keeps the pool's fee; tomorrow the code's.
    expect((await inject(owner, "GET", `/miners/${fresh}/fees/current`)).json().data.pool_percent).toBe(
      "0.9",
    );
    const tomorrow = await onTomorrow(() => inject(owner, "GET", `/miners/${fresh}/fees/current`));
    expect(tomorrow.json().data).toMatchObject({ pool_percent: "0.5", pool_source: "miner" });
    expect((await inject(platform, "GET", `/platform/promocodes/${id}`)).json().data.used).toBe(1);
    const list = await inject(platform, "GET", "/platform/promocodes?search=ABS-HALF");
    expect(list.json().data[0]).toMatchObject({ code: "ABS-HALF", used: 1 });
  });

  it("lowers the fee in force on the start day for rel (not below 0), open-ended when perpetual", async () => {
    await makeCode("REL-QUARTER", {
      fee_type: "rel",
      fee_value: "0.25",
      duration_days: null,
      perpetual: true,
    });
    const miner = await ownedMiner();
    const res = await apply(owner, "REL-QUARTER", miner);
    expect(res.statusCode).toBe(201);
    // The pool's 0.9 % (9000 ppm) less 0.25 % (2500 ppm): 6500 ppm.
    expect(res.json().data).toEqual({
      code: "REL-QUARTER",
      fee_percent: "0.65",
      start_date: "2026-03-03",
      end_date: null,
    });
    // A second rel code starts from the first one's fee in force tomorrow: 0.65 - 0.25 = 0.4.
    // (The newest period wins: each is made a second after the one before.)
    await makeCode("REL-MORE", { fee_type: "rel", fee_value: "0.25" });
    clock.advance(1000);
    expect((await apply(owner, "REL-MORE", miner)).json().data.fee_percent).toBe("0.4");
    await makeCode("REL-ALL", { fee_type: "rel", fee_value: "5" });
    clock.advance(1000);
    expect((await apply(owner, "REL-ALL", miner)).json().data.fee_percent).toBe("0");
    const then = await onTomorrow(() => inject(owner, "GET", `/miners/${miner}/fees/current`));
    expect(then.json().data.pool_percent).toBe("0");
  });

  it("applies once per miner (409 promocode_already_applied)", async () => {
    await makeCode("ONCE-ONLY");
    const miner = await ownedMiner();
    expect((await apply(owner, "ONCE-ONLY", miner)).statusCode).toBe(201);
    const again = await apply(owner, "ONCE-ONLY", miner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("promocode_already_applied");
  });

  it("refuses inactive, not yet valid and expired codes (400 on code)", async () => {
    const miner = await ownedMiner();
    await makeCode("OFF-CODE", { status: "inactive" });
    await makeCode("LATER-CODE", { effective_from: "2026-03-03" });
    await makeCode("OLD-CODE", { effective_from: "2026-01-01", effective_to: "2026-03-01" });
    await makeCode("LAST-DAY", { effective_from: "2026-01-01", effective_to: "2026-03-02" });
    expect(fieldOf(await apply(owner, "OFF-CODE", miner))).toEqual({
      name: "code",
      text: "promocode_inactive",
    });
    expect(fieldOf(await apply(owner, "LATER-CODE", miner))?.text).toBe("promocode_not_started");
    expect(fieldOf(await apply(owner, "OLD-CODE", miner))?.text).toBe("promocode_expired");
    expect((await apply(owner, "LAST-DAY", miner)).statusCode).toBe(201);
  });

  it("takes welcome codes for miners without rewards and loyalty codes for miners with them", async () => {
    await makeCode("WELCOME-X", { type: "welcome" });
    await makeCode("LOYAL-X", { type: "loyalty" });
    const miner = await ownedMiner();
    expect(fieldOf(await apply(owner, "WELCOME-X", rewarded))?.text).toBe("promocode_welcome_only_new");
    expect(fieldOf(await apply(owner, "LOYAL-X", miner))?.text).toBe("promocode_loyalty_only_rewarded");
    expect((await apply(owner, "WELCOME-X", miner)).statusCode).toBe(201);
    expect((await apply(owner, "LOYAL-X", rewarded)).statusCode).toBe(201);
  });

  it("lets only the allowed users apply a restricted code", async () => {
    const other = await sessionFor(db(), clock, "apply-other@example.com", { aal: "aal1" });
    const otherId = await userIdOf(app, db(), other);
    const otherMiner = await ownedMiner(otherId);
    await makeCode("ONLY-YOU", { user_restriction: true, allowed_users: ["Apply-Owner@example.com"] });
    expect(fieldOf(await apply(other, "ONLY-YOU", otherMiner))?.text).toBe("promocode_not_allowed");
    expect((await apply(owner, "ONLY-YOU", await ownedMiner())).statusCode).toBe(201);
    // Listed but not restricted: anyone may.
    await makeCode("LISTED-OPEN", { allowed_users: ["apply-owner@example.com"] });
    expect((await apply(other, "LISTED-OPEN", otherMiner)).statusCode).toBe(201);
  });

  it("counts usage_limit over all users and user_usage_limit per user", async () => {
    const other = await sessionFor(db(), clock, "apply-third@example.com", { aal: "aal1" });
    const otherMiner = await ownedMiner(await userIdOf(app, db(), other));
    await makeCode("TWO-TOTAL", { usage_limit: 2 });
    expect((await apply(owner, "TWO-TOTAL", await ownedMiner())).statusCode).toBe(201);
    expect((await apply(owner, "TWO-TOTAL", await ownedMiner())).statusCode).toBe(201);
    expect(fieldOf(await apply(other, "TWO-TOTAL", otherMiner))?.text).toBe("promocode_used_up");
    await makeCode("ONE-EACH", { user_usage_limit: 1 });
    expect((await apply(owner, "ONE-EACH", await ownedMiner())).statusCode).toBe(201);
    expect(fieldOf(await apply(owner, "ONE-EACH", await ownedMiner()))?.text).toBe(
      "promocode_user_limit_reached",
    );
    expect((await apply(other, "ONE-EACH", otherMiner)).statusCode).toBe(201);
  });

  it("gives exactly usage_limit successes to 100 parallel applies", async () => {
    const id = await makeCode("RUSH-10", { usage_limit: 10 });
    // Ten users with ten miners each: 90 refusals by one user would pass the limit of failed applies.
    const targets: { session: TestSession; miner: string }[] = [];
    for (let u = 0; u < 10; u++) {
      const session = await sessionFor(db(), clock, `apply-rush-${u}@example.com`, { aal: "aal1" });
      const userId = await userIdOf(app, db(), session);
      for (let i = 0; i < 10; i++) targets.push({ session, miner: await ownedMiner(userId) });
    }
    const answers = await Promise.all(targets.map((t) => apply(t.session, "RUSH-10", t.miner)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(90);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json().fields).toEqual([{ name: "code", text: "promocode_used_up" }]);
    }
    const [rows] = await db()
      .select({ n: count() })
      .from(promocodeApplications)
      .where(eq(promocodeApplications.promocodeId, id));
    expect(rows?.n).toBe(10);
    expect((await inject(platform, "GET", `/platform/promocodes/${id}`)).json().data.used).toBe(10);
    // The same straight through the service (no HTTP in front to spread the transactions out).
    const direct = await makeCode("RUSH-DIRECT", { usage_limit: 10 });
    const more: string[] = [];
    for (let i = 0; i < 100; i++) more.push(await ownedMiner());
    const user = { id: ownerUserId, email: "apply-owner@example.com" };
    const settled = await Promise.allSettled(
      more.map((minerId) => applyPromocode(db(), clock, { code: "RUSH-DIRECT", minerId, user })),
    );
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const [directRows] = await db()
      .select({ n: count() })
      .from(promocodeApplications)
      .where(eq(promocodeApplications.promocodeId, direct));
    expect(directRows?.n).toBe(10);
  });

  it("answers 404 for an unknown code, 400 for a malformed one or body", async () => {
    const res = await apply(owner, "NO-SUCH-CODE", fresh);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
    expect((await apply(owner, "a b", fresh)).statusCode).toBe(400);
    expect((await inject(owner, "POST", "/promocodes/apply", { code: "ABS-HALF" })).statusCode).toBe(400);
    expect((await apply(owner, "ABS-HALF", "not-a-uuid")).statusCode).toBe(400);
  });

  it("refuses anonymous (401), and anyone without manage_settings on the miner itself (403)", async () => {
    await makeCode("GUARDED");
    expect((await apply(null, "GUARDED", fresh)).statusCode).toBe(401);
    const stranger = await sessionFor(db(), clock, "apply-stranger@example.com", { aal: "aal1" });
    const denied = await apply(stranger, "GUARDED", fresh);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe("access_denied");
    // An unknown miner is refused the same way (ids do not leak), before the code is looked at.
    expect((await apply(stranger, "NO-SUCH-CODE", crypto.randomUUID())).statusCode).toBe(403);
    // A viewer may not; an admin may.
    const viewer = await sessionFor(db(), clock, "apply-viewer@example.com", { aal: "aal1" });
    const admin = await sessionFor(db(), clock, "apply-admin@example.com", { aal: "aal1" });
    const miner = await ownedMiner();
    for (const [s, role] of [
      [viewer, "viewer"],
      [admin, "admin"],
    ] as const) {
      await db()
        .insert(permissions)
        .values({ userId: await userIdOf(app, db(), s), type: "miner", minerId: miner, role });
    }
    expect((await apply(viewer, "GUARDED", miner)).statusCode).toBe(403);
    expect((await apply(platform, "GUARDED", miner)).statusCode).toBe(403);
    expect((await apply(admin, "GUARDED", miner)).statusCode).toBe(201);
  });
});

describe("POST miners with a promo code (the name step)", () => {
  const signUp = async (email: string, name: string, promocode: string) => {
    const session = await sessionFor(db(), clock, email, { aal: "aal1" });
    const res = await inject(session, "POST", "/miners", { account_name: name, promocode });
    expect(res.statusCode).toBe(201);
    return { session, body: res.json() };
  };

  it("applies a welcome code to the new account as its owner", async () => {
    await makeCode("HELLO-NEW", { type: "welcome", fee_value: "0.3", duration_days: 10 });
    const { session, body } = await signUp("signup-one@example.com", "signupone", " hello-new ");
    expect(body).toMatchObject({ account_name: "signupone" });
    expect(body.promocode).toEqual({
      code: "HELLO-NEW",
      kind: "promocode",
      applied: true,
      reason: null,
      fee_percent: "0.3",
      start_date: "2026-03-03",
      end_date: "2026-03-12",
    });
    const fees = await inject(session, "GET", `/miners/${body.id}/fees`);
    expect(fees.json().data[0]).toMatchObject({ percent: "0.3", comment: "Promo code HELLO-NEW" });
  });

  it("still makes the account with a refused, unknown or malformed code and says why", async () => {
    await makeCode("LOYAL-ONLY", { type: "loyalty" });
    const loyal = await signUp("signup-two@example.com", "signuptwo", "LOYAL-ONLY");
    expect(loyal.body.promocode).toMatchObject({
      code: "LOYAL-ONLY",
      kind: "promocode",
      applied: false,
      reason: "promocode_loyalty_only_rewarded",
      start_date: null,
    });
    const unknown = await signUp("signup-three@example.com", "signupthree", "NOPE-NOPE");
    expect(unknown.body.promocode).toMatchObject({ kind: null, applied: false, reason: "not_found" });
    const odd = await signUp("signup-four@example.com", "signupfour", "no such code!");
    expect(odd.body.promocode).toMatchObject({ kind: null, applied: false, reason: "not_found" });
    const long = await signUp("signup-long@example.com", "signuplong", "X".repeat(100));
    expect(long.body.promocode).toMatchObject({ kind: null, applied: false, reason: "not_found" });
    for (const { body } of [loyal, unknown, odd, long]) {
      const [row] = await db().select({ id: miners.id }).from(miners).where(eq(miners.id, body.id));
      expect(row).toBeDefined();
    }
    // Without a code (or an empty one) the answer is as before.
    const plain = await signUp("signup-five@example.com", "signupfive", "");
    expect(plain.body.promocode).toBeUndefined();
  });

  it("joins a referrer's code when no promo code has that text", async () => {
    await db().insert(referrerCodes).values({ minerId: fresh, code: "REF-FRESH", createdAt: clock.now() });
    const { body } = await signUp("signup-six@example.com", "signupsix", "ref-fresh");
    expect(body.promocode).toMatchObject({
      code: "REF-FRESH",
      kind: "referral",
      applied: true,
      reason: null,
      start_date: "2026-03-03",
    });
  });
});
