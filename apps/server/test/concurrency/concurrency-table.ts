import { and, eq, sql } from "drizzle-orm";
import { identities, invites, miners, permissions, referrerCodes } from "../../src/db/schema";
import { sha256Hex } from "../../src/modules/identity/lib/tokens";
import { goodPassword } from "../identity-helper";
import { authorizationTable } from "../security/authorization-table";
import type { RequestParts } from "../security/matrix-profiles";
import { api, payoutAddress, today } from "../security/security-world";
import type { Answer, BurstContext, Caller } from "./burst";

/** The file that fires a row (each file builds its own app, database and security world). */
export type BurstFile = "accounts" | "identity" | "money" | "people";

export interface ConcurrencyRow {
  file: BurstFile;
  /** Who fires the calls: the owner, or whoever may call the operation; `ingest`: the stratum's bearer token. */
  as: Caller;
  /**
   * Call i's parts. Without it every call sends the authorization row's request for `as` (the same body 30 times);
   * with it, conflicting bodies (different percents, roles, addresses...). `prepared` is what `prepare` returned.
   */
  request?: (c: BurstContext, i: number, prepared: never) => RequestParts;
  /** Run once before the burst (a fresh flow, an invitation to accept): its value goes to `request`. */
  prepare?: (c: BurstContext) => Promise<unknown>;
  /** The operation's own invariant after the burst: a problem per broken rule. */
  check?: (c: BurstContext, answers: Answer[]) => Promise<string[]>;
  /** Why no call may succeed here (content answers only); else at least one call must get a 2xx/3xx. */
  noSuccess?: string;
  /**
   * A defect found by this suite in code its author may not change: the row still fires and logs its problems
   * (console.warn) but does not fail, as the symptom depends on the machine's load; the owner removes the note
   * with the fix, and the row is strict again.
   */
  known?: string;
}

/** A row is either fired or excluded, with the reason. */
export type Entry = ConcurrencyRow | { excluded: string };

const b = api;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** The authorization matrix's request of this operation for `as` (path values, a schema-valid body). */
const matrixRequest = (c: BurstContext, key: string, as: Caller): RequestParts =>
  as === "ingest" ? {} : (authorizationTable[key]?.request?.(c.world, as) ?? {});
const withBody = (parts: RequestParts, body: unknown): RequestParts => ({ ...parts, body });

async function count(c: BurstContext, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await c.db.execute(query)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
const atMost = (what: string, n: number, limit: number) =>
  n > limit ? [`${what}: ${n} (at most ${limit})`] : [];

/** Valid mainnet payout addresses (BIP 173 and the Bitcoin wiki's examples): a conflicting choice each. */
const addresses = [
  payoutAddress,
  "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
  "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
  "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
];
const roles = ["viewer", "accountant", "manager", "treasurer", "admin"];
const shareTime = (i: number) => new Date(Date.parse(`${today}T10:00:00Z`) + i * 1_000);

/** An api flow of the identity service (anonymous): its id. */
async function apiFlow(c: BurstContext, kind: string): Promise<string> {
  const res = await c.app.inject({ url: `/identity/self-service/${kind}/api` });
  if (res.statusCode !== 200) throw new Error(`${kind} flow: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}
const registered = "cc-registered@security.test";

/**
 * One row per changing operation (POST, PUT, PATCH, DELETE) of the OpenAPI document, keyed like the authorization
 * table (`METHOD /path/{param}`). Rows of one file run in this order, one burst after another.
 */
export const concurrencyTable: Record<string, Entry> = {
  // ---- money ------------------------------------------------------------------------------------------------
  "POST /api/ingest/v1/shares": {
    file: "money",
    as: "ingest",
    // Half the calls repeat one batch (stored once), the rest are batches of their own for the same worker.
    request: (_, i) => ({
      body: {
        batch_id: i % 2 === 0 ? "cc-shares" : `cc-shares-${i}`,
        shares: [{ account: "alice", worker: "rig1", difficulty: 1000, accepted: true, ts: shareTime(i) }],
      },
    }),
  },
  "POST /api/ingest/v1/share-columns": {
    file: "money",
    as: "ingest",
    request: (_, i) => ({
      body: {
        batch_id: i % 2 === 0 ? "cc-columns" : `cc-columns-${i}`,
        workers: [
          { account: "alice", worker: "rig1" },
          { account: "alice", worker: `cc${i % 3}` },
        ],
        worker: [0, 1],
        difficulty: [1000, 2000],
        accepted: [true, true],
        ts: [shareTime(i).getTime(), shareTime(i).getTime()],
      },
    }),
  },
  [`POST ${b}/miners/{id}/transfers`]: {
    file: "money",
    as: "owner",
    // 30 x 100,000 sat of alice's 1,000,000: some must be refused, her balance never below zero.
    request: (c, i) => ({
      body: { to_miner_id: pick([c.world.miners.alicetwo, c.world.miners.stranger], i), amount: 100_000 },
    }),
  },
  [`POST ${b}/wallets/{wallet_id}/addresses`]: {
    file: "money",
    as: "owner",
    request: (_, i) => ({ body: { address: pick(addresses, i) } }),
  },
  [`POST ${b}/wallets/{wallet_id}/min-payments`]: {
    file: "money",
    as: "owner",
    request: (_, i) => ({ body: { amount: 10_000 + (i % 5) * 1_000 } }),
  },
  [`POST ${b}/wallets/{wallet_id}/max-payments`]: {
    file: "money",
    as: "owner",
    request: (_, i) => ({ body: { amount: pick([0, 500_000, 1_000_000], i) } }),
  },
  [`POST ${b}/miners/{id}/fees`]: {
    file: "money",
    as: "poolStaff",
    request: (_, i) => ({
      body: { percent: pick(["1.5", "2", "2.5"], i), start_date: today, comment: "cc" },
    }),
  },
  [`POST ${b}/operators/{id}/miners/{miner_id}/fees`]: {
    file: "money",
    as: "operator",
    request: (_, i) => ({
      body: { percent: pick(["0.5", "1", "1.5"], i), start_date: today, comment: "cc" },
    }),
  },
  [`PUT ${b}/platform/rewards/rates/current`]: {
    file: "money",
    as: "platformTreasurer",
    request: (_, i) => ({
      body: { source: "manual", sats_per_th_day: pick(["50", "51", "52"], i), effective_from: today },
    }),
  },
  [`POST ${b}/platform/jobs/rewards/run`]: { file: "money", as: "platformOwner" },
  // One check at a time over every process: the others 409 invalid_state or the check that ran meanwhile.
  [`POST ${b}/platform/ledger/check`]: { file: "money", as: "platformTreasurer" },
  [`POST ${b}/platform/rewards/unallocated-funds/{transaction_id}/refund`]: {
    file: "money",
    as: "platformTreasurer",
    // Refunded once, to one of the two names.
    request: (_, i) => ({ body: { account_name: pick(["alicetwo", "stranger"], i) } }),
  },
  [`PUT ${b}/platform/payouts/schedule/current`]: {
    file: "money",
    as: "platformTreasurer",
    request: (_, i) => ({ body: { fee_level: pick(["LOW", "MEDIUM", "HIGH"], i) } }),
  },
  [`DELETE ${b}/platform/payouts/schedule/current/fee-per-vbyte`]: { file: "money", as: "platformTreasurer" },
  [`POST ${b}/platform/jobs/payouts/run`]: { file: "money", as: "platformTreasurer" },
  // The payout request's life, in an order where each burst has a move to race for: sent (three transactions:
  // one wins), failed, sent again (resend), reversed (the coins go back once), then completed (409: canceled).
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/sent`]: {
    file: "money",
    as: "platformTreasurer",
    request: (_, i) => ({ body: { tx_id: pick(["ab", "cd", "ef"], i).repeat(32) } }),
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/fail`]: {
    file: "money",
    as: "platformTreasurer",
    request: (_, i) => ({ body: { reason: `cc ${i % 3}` } }),
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/resend`]: {
    file: "money",
    as: "platformTreasurer",
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/reverse`]: {
    file: "money",
    as: "platformTreasurer",
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/complete`]: {
    file: "money",
    as: "platformTreasurer",
    noSuccess: "the request was reversed by the row before: 409 invalid_state",
  },
  [`POST ${b}/platform/promocodes`]: {
    file: "money",
    as: "platformOwner",
    // One code made once; the other calls name codes of their own (one each).
    request: (c, i) => {
      const parts = matrixRequest(c, `POST ${b}/platform/promocodes`, "platformOwner");
      return withBody(parts, { ...(parts.body as object), code: i % 2 === 0 ? "CC-CODE" : `CC-CODE-${i}` });
    },
  },
  [`PUT ${b}/platform/promocodes/{id}`]: {
    file: "money",
    as: "platformOwner",
    request: (c, i) => {
      const parts = matrixRequest(c, `PUT ${b}/platform/promocodes/{id}`, "platformOwner");
      return withBody(parts, { ...(parts.body as object), fee_value: pick(["0.1", "0.2", "0.3"], i) });
    },
  },
  [`POST ${b}/platform/promocodes/generate`]: { file: "money", as: "platformOwner" },
  [`POST ${b}/promocodes/apply`]: { file: "money", as: "owner" },
  [`PUT ${b}/miners/{id}/profit-sharings/{recipient}`]: {
    file: "money",
    as: "owner",
    // Issue 40: five recipients at once, 45 % or conflicting percents, never past 100 %. Issue 41: odd calls
    // change the running split they read (`replaces`: one wins, the rest 409), even ones create (409 if it runs).
    prepare: async (c) => {
      const result = (await c.db.execute(sql`
        select r.account_name as name, s.id from profit_sharings s join miners r on r.id = s.recipient_miner_id
        where s.donor_miner_id = ${c.world.miners.alice} and s.type = 'profit_sharing'
          and (s.end_date is null or s.end_date > ${today})`)) as unknown as {
        rows: { name: string; id: string }[];
      };
      return new Map(result.rows.map((r) => [r.name, r.id]));
    },
    request: (_, i, running: Map<string, string>) => {
      const recipient = pick(["alicetwo", "stranger", "viewerown", "adminown", "managerown"], i);
      const replaces = i % 2 === 1 ? running.get(recipient) : undefined;
      return {
        params: { recipient },
        body: { percent: i < 15 ? "45" : pick(["10", "20", "30", "45", "5"], i * 3), replaces },
      };
    },
  },
  [`DELETE ${b}/miners/{id}/profit-sharings/{recipient}`]: {
    file: "money",
    as: "owner",
    request: (_, i) => ({ params: { recipient: pick(["alicetwo", "stranger"], i) } }),
  },
  [`POST ${b}/miners/{id}/referrer-codes`]: {
    file: "money",
    as: "owner",
    check: async (c) =>
      atMost(
        "referral codes of alice's miner",
        await count(
          c,
          sql`select count(*)::text as n from ${referrerCodes} where miner_id = ${c.world.miners.alice}`,
        ),
        10,
      ),
  },
  [`PUT ${b}/pools/{id}/referral-terms`]: {
    file: "money",
    as: "poolStaff",
    request: (_, i) => ({ body: { share_percent: pick(["20", "25", "30"], i), duration_days: 365 } }),
  },

  // ---- accounts ---------------------------------------------------------------------------------------------
  [`PUT ${b}/identity/language`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({ body: { language: pick(["en", "ru", "cn"], i) } }),
  },
  [`PUT ${b}/identity/{id}/navigation`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({ body: { account: pick(["alice", "alicetwo"], i) } }),
  },
  [`POST ${b}/identity/{id}/watchers`]: { file: "accounts", as: "owner" },
  [`DELETE ${b}/identity/{id}/watchers/{token}`]: { file: "accounts", as: "owner" },
  [`POST ${b}/miners`]: {
    file: "accounts",
    // Pool staff own no miner yet: the name step makes their first, once.
    as: "poolStaff",
    request: (_, i) => ({ body: { account_name: pick(["ccfirst", "ccsecond", "ccthird"], i) } }),
    check: async (c) => {
      const userId = c.world.userIds.poolStaff as string;
      const owned = await c.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(
          and(eq(permissions.userId, userId), eq(permissions.type, "miner"), eq(permissions.role, "owner")),
        );
      return atMost("miners the name step made for one user", owned.length, 1);
    },
  },
  [`PUT ${b}/miners/{id}/title`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({ body: { title: pick(["Rigs A", "Rigs B", "Rigs C"], i) } }),
  },
  [`DELETE ${b}/miners/{id}/title`]: { file: "accounts", as: "owner" },
  [`POST ${b}/miners/{id}/watchers`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({
      body: { label: `cc ${i}`, permissions: [pick(["dashboard", "workers", "payments"], i)] },
    }),
  },
  [`DELETE ${b}/miners/{id}/watchers/{watcherId}`]: { file: "accounts", as: "owner" },
  // Recorded once (a request, not the deletion itself), so alice's miner stays for the rows after it.
  [`DELETE ${b}/miners/{id}`]: { file: "accounts", as: "owner" },
  [`PUT ${b}/identity/{id}/notifications/preferences`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({
      body: { events: [{ event: "miner-reward", email: i % 2 === 0, telegram: false }] },
    }),
  },
  [`POST ${b}/platform/notifications/outbox/{id}/retry`]: {
    file: "accounts",
    as: "platformOwner",
    request: () => ({ params: { id: "1" } }),
    noSuccess: "no failed notification in the world: 404",
  },
  [`POST ${b}/miners/{id}/mining-report/pdf`]: {
    file: "accounts",
    as: "owner",
    request: (_, i) => ({ body: { month: "2025-01", language: pick(["ru", "en"], i) } }),
  },
  [`POST ${b}/identity/{id}/telegram/invites`]: {
    file: "accounts",
    as: "owner",
    noSuccess: "no bot in the test app: 409 telegram_not_configured",
  },
  [`DELETE ${b}/identity/{id}/telegram/chats/current`]: { file: "accounts", as: "owner" },

  // ---- identity (Kratos's public API) -------------------------------------------------------------------------
  "POST /identity/self-service/registration": {
    file: "identity",
    as: "anonymous",
    // One api flow submitted 30 times with one e-mail: one identity, the others refused.
    prepare: (c) => apiFlow(c, "registration"),
    request: (_, __, flow: string) => ({
      query: { flow },
      body: { method: "password", password: goodPassword, traits: { email: registered, terms_agreed: true } },
    }),
    check: async (c) =>
      atMost(
        "identities with one e-mail",
        await count(
          c,
          sql`select count(*)::text as n from ${identities} where lower(traits->>'email') = ${registered}`,
        ),
        1,
      ),
  },
  "POST /identity/self-service/login": {
    file: "identity",
    as: "anonymous",
    // One api flow submitted 30 times with the right password: each attempt is reserved before its argon2
    // check (login/brute-force.ts), the pair's 5 free ones run, the others answer 429 until a success resets it.
    prepare: (c) => apiFlow(c, "login"),
    request: (_, __, flow: string) => ({
      query: { flow },
      body: { method: "password", identifier: registered, password: goodPassword },
    }),
  },
  "POST /identity/self-service/recovery": {
    file: "identity",
    as: "anonymous",
    prepare: (c) => apiFlow(c, "recovery"),
    request: (_, __, flow: string) => ({ query: { flow }, body: { method: "code", email: registered } }),
  },
  "POST /identity/self-service/verification": {
    file: "identity",
    as: "anonymous",
    prepare: (c) => apiFlow(c, "verification"),
    request: (_, __, flow: string) => ({ query: { flow }, body: { method: "code", email: registered } }),
  },
  "POST /identity/self-service/settings": {
    file: "identity",
    as: "owner",
    request: (c, i) => ({
      query: { flow: c.world.settingsFlowId },
      body: {
        method: "profile",
        traits: { email: "alice@security.test", terms_agreed: true, language: pick(["en", "ru"], i) },
      },
    }),
  },
  "DELETE /identity/self-service/logout/api": {
    file: "identity",
    as: "anonymous",
    noSuccess: "the token is no session",
  },
  "POST /identity/self-service/fed-cm/token": {
    file: "identity",
    as: "anonymous",
    noSuccess: "FedCM is not configured: answered as open-source Kratos does",
  },
  "DELETE /identity/sessions/{id}": { file: "identity", as: "owner" },
  // Ends alice's other sessions (her aal1 one too): the last identity row.
  "DELETE /identity/sessions": { file: "identity", as: "owner" },

  // ---- people -----------------------------------------------------------------------------------------------
  [`POST ${b}/invites/accept`]: {
    file: "people",
    as: "stranger",
    // A real invitation of the stranger's e-mail to alice's miner, accepted 30 times at once: one permission.
    prepare: async (c) => {
      await c.db.insert(invites).values({
        tokenHash: sha256Hex("cc-accept-token"),
        email: "stranger@security.test",
        type: "miner",
        minerId: c.world.miners.alice,
        role: "viewer",
        expiresAt: new Date(c.clock.now().getTime() + 86_400_000),
      });
    },
    request: () => ({ body: { token: "cc-accept-token" } }),
  },
  ...Object.fromEntries(
    (
      [
        ["miners", "miner", "owner", "viewer"],
        ["pools", "pool", "poolStaff", "poolAdmin"],
        ["operators", "operator", "operator", null],
      ] as const
    ).flatMap(([segment, type, as, target]): [string, Entry][] => {
      const base = `${b}/${segment}/{id}/access`;
      return [
        [
          `POST ${base}`,
          {
            file: "people",
            as,
            // One e-mail invited 30 times with conflicting roles: one pending invitation.
            request: (_, i) => ({
              body: { email: `cc-${type}@security.test`, role: pick(roles.slice(0, 3), i) },
            }),
          },
        ],
        [
          `PUT ${base}`,
          target === null
            ? {
                file: "people",
                as,
                // The operator's only permission is its owner's (the last owner stays): the same role.
              }
            : {
                file: "people",
                as,
                // Conflicting roles for one member: alice's viewer, the pool's admin (named by the pool's owner).
                prepare: async (c) => {
                  const [row] = await c.db
                    .select({ id: permissions.id })
                    .from(permissions)
                    .where(
                      and(
                        eq(permissions.userId, c.world.userIds[target] as string),
                        type === "miner"
                          ? eq(permissions.minerId, c.world.miners.alice)
                          : eq(permissions.poolId, c.world.poolId),
                      ),
                    );
                  if (!row) throw new Error(`no permission of ${target}`);
                  return row.id;
                },
                request: (_, i, permissionId: string) => ({
                  body: {
                    permission_id: permissionId,
                    role: type === "miner" ? pick(roles, i) : pick(["admin", "accountant", "viewer"], i),
                  },
                }),
              },
        ],
        [`POST ${base}/invites/{invite_id}/resend`, { file: "people", as }],
        [`DELETE ${base}`, { file: "people", as }],
      ];
    }),
  ),
  [`POST ${b}/operators/{id}/miners`]: {
    file: "people",
    as: "operator",
    request: (_, i) => ({
      body: { account_name: pick(["cccust", "cccust2"], i), email: "cc-customer@security.test" },
    }),
    check: async (c) =>
      atMost(
        "customer miners named cccust",
        await count(c, sql`select count(*)::text as n from ${miners} where account_name = 'cccust'`),
        1,
      ),
  },
  [`POST ${b}/pools/{id}/miners`]: {
    file: "people",
    as: "poolStaff",
    request: (_, i) => ({ body: { account_name: pick(["ccpool", "ccpool2"], i) } }),
  },
  [`PUT ${b}/operators/{id}/miners/{miner_id}/fee-visibility`]: {
    file: "people",
    as: "operator",
    request: (_, i) => ({ body: { total_fee_hide: i % 2 === 0 } }),
  },
  [`POST ${b}/users/{user_id}/invites`]: { file: "people", as: "poolStaff" },
  [`DELETE ${b}/pools/{id}/sessions/{session_id}`]: { file: "people", as: "poolStaff" },
  [`POST ${b}/users/{user_id}/2fa/reset`]: { file: "people", as: "poolStaff" },
  [`DELETE ${b}/users/{user_id}`]: { file: "people", as: "poolStaff" },
  [`POST ${b}/users/{user_id}/deletion-request`]: { file: "people", as: "owner" },
};

/** Call i's request parts of a row: its own builder, else the authorization matrix's request for its caller. */
export function partsOf(c: BurstContext, key: string, row: ConcurrencyRow, prepared: unknown) {
  return (i: number): RequestParts => {
    const matrix = matrixRequest(c, key, row.as);
    if (!row.request) return matrix;
    const own = (row.request as (c: BurstContext, i: number, p: unknown) => RequestParts)(c, i, prepared);
    return {
      params: { ...matrix.params, ...own.params },
      query: own.query ?? matrix.query,
      body: "body" in own ? own.body : matrix.body,
    };
  };
}
