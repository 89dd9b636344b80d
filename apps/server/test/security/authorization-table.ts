import {
  allow,
  body,
  flowQuery,
  kratosForeignToken,
  kratosSelf,
  kratosSession,
  minerRead,
  minerReadNoWatcher,
  type Outcome,
  operatorRead,
  platformMoney,
  platformRead,
  platformWrite,
  poolRead,
  publicRoute,
  query,
  type Row,
  selfOnly,
  signedIn,
  submitQuery,
  watchers,
} from "./matrix-profiles";
import { rowsAccess } from "./rows-access";
import { rowsCustomers } from "./rows-customers";
import { rowsMiningReport } from "./rows-mining-report";
import { rowsNotifications } from "./rows-notifications";
import { rowsPlatformOps } from "./rows-platform-ops";
import { rowsPoolUsers } from "./rows-pool-users";
import { rowsProfitSharing } from "./rows-profit-sharing";
import { rowsPromocodes } from "./rows-promocodes";
import { rowsTelegram } from "./rows-telegram";
import { api, type Principal, principals, today, yesterday } from "./security-world";

export type { Outcome, RequestParts } from "./matrix-profiles";

// Found by this table and fixed with it: alice's treasurer read the dashboard section (GET miners/{id},
// miners/stats, miners/charts: 200); alice's admin and treasurer moved 1 sat of alice's to a miner of their own
// (POST miners/{id}/transfers: 201) and set her payout address (POST wallets/{wallet_id}/addresses: 200); a write
// with X-Watcher-Token on /identity/* answered 400 instead of 403; a watcher link read the payout address history,
// fees, wallet limits, profit sharings and the mining report (issue 40: only its sections' routes now).

const fee = body(() => ({ percent: "1.5", start_date: today, comment: "matrix" }));

const b = api;
/** One row per operation of the OpenAPI document, keyed `METHOD /path/{param}`. */
export const authorizationTable: Record<string, Row> = {
  // Health, meta, translations: public.
  "GET /healthz": { expect: publicRoute() },
  "GET /readyz": { expect: publicRoute() },
  "GET /meta/version.json": { expect: publicRoute(), noSuccess: "no built SPA in tests: 404" },
  "GET /static/locales/{lng}.json": { expect: publicRoute() },
  "GET /api/v3/ticker/price": { expect: publicRoute() },
  // Outside production only, and only for loopback clients (app.inject's 127.0.0.1); others get the app's 404.
  "GET /api/dev/mailbox": { expect: publicRoute(), request: query({ to: "alice@security.test" }) },
  "POST /api/ingest/v1/shares": {
    // The stratum's bearer INGEST_TOKEN, never a session: every principal here is 401 (watchers 403, a write).
    expect: allow([], Object.fromEntries(principals.map((p) => [p, "unauthorized"]))),
    request: body(() => ({ batch_id: "matrix", shares: [] })),
  },
  "POST /api/ingest/v1/share-columns": {
    // Like /shares: the stratum's bearer INGEST_TOKEN, never a session.
    expect: allow([], Object.fromEntries(principals.map((p) => [p, "unauthorized"]))),
    request: body(() => ({
      batch_id: "matrix",
      workers: [],
      worker: [],
      difficulty: [],
      accepted: [],
      ts: [],
    })),
  },

  // Product API without credentials.
  [`GET ${b}/pools/current`]: { expect: publicRoute() },
  [`GET ${b}/watchers/{token}`]: { expect: publicRoute() },
  [`GET ${b}/workers/random-name`]: { expect: publicRoute() },
  [`GET ${b}/operators/lookup-by-title/{title}`]: { expect: publicRoute() },

  // The signed-in user.
  [`GET ${b}/identity`]: { expect: signedIn() },
  [`PUT ${b}/identity/language`]: { expect: signedIn(), request: body(() => ({ language: "en" })) },
  [`GET ${b}/identity/{id}/navigation`]: { expect: selfOnly() },
  [`PUT ${b}/identity/{id}/navigation`]: { expect: selfOnly(), request: body(() => ({ account: "matrix" })) },
  [`POST ${b}/invites/accept`]: {
    expect: signedIn(),
    request: body(() => ({ token: "no-such-invite" })),
    noSuccess: "no invite has this token: 404 for whoever may accept",
  },
  [`GET ${b}/identity/{id}/watchers`]: { expect: selfOnly() },
  [`POST ${b}/identity/{id}/watchers`]: {
    expect: selfOnly(),
    request: body(() => ({ label: "matrix", permissions: ["dashboard"] })),
  },
  [`DELETE ${b}/identity/{id}/watchers/{token}`]: { expect: selfOnly() },

  // Miner accounts.
  [`POST ${b}/miners`]: {
    // Members already own a miner (400 user_already_has_miner); staff without one get theirs (201).
    expect: signedIn(),
    request: body((_, p) => ({ account_name: `new${p.toLowerCase()}` })),
  },
  [`DELETE ${b}/miners/{id}`]: { expect: allow(["owner"]) },
  [`GET ${b}/miners/{id}`]: { expect: minerRead("dashboard") },
  [`PUT ${b}/miners/{id}/title`]: {
    expect: allow(["owner", "admin", "poolStaff", "poolAdmin"]),
    request: body(() => ({ title: "Alice's rigs" })),
  },
  [`DELETE ${b}/miners/{id}/title`]: { expect: allow(["owner", "admin", "poolStaff", "poolAdmin"]) },
  [`GET ${b}/miners/{id}/watchers`]: { expect: allow(["owner", "admin"]) },
  [`POST ${b}/miners/{id}/watchers`]: {
    expect: allow(["owner", "admin"]),
    request: body(() => ({ label: "matrix", permissions: ["dashboard"] })),
  },
  [`DELETE ${b}/miners/{id}/watchers/{watcherId}`]: { expect: allow(["owner", "admin"]) },

  // Pools and operators.
  [`GET ${b}/pools/{id}`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/stats`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/miners`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/miners/statuses`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/workers`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/workers/statuses`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/charts`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/payments`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/balance`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/processing-earnings`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/earned-all-time`]: { expect: poolRead() },
  [`GET ${b}/pools/{id}/earned-from-miner/{miner_id}`]: { expect: poolRead() },
  [`GET ${b}/operators/{id}`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/stats`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/miners`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/miners/statuses`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/workers`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/workers/statuses`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/charts`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/payments`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/balance`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/wallet`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/fee-income/{day}`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/processing-earnings`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/earned-all-time`]: { expect: operatorRead() },
  [`GET ${b}/operators/{id}/earned-from-miner/{miner_id}`]: { expect: operatorRead() },

  // Alice's miner: mining data.
  [`GET ${b}/miners/stats`]: {
    expect: minerRead("dashboard"),
    request: (w) => ({ query: { "id[]": w.miners.alice } }),
  },
  [`GET ${b}/miners/charts`]: {
    expect: minerRead("dashboard"),
    request: (w) => ({ query: { "id[]": w.miners.alice, period: "PT1H" } }),
  },
  [`GET ${b}/workers/stats`]: {
    expect: minerRead("workers"),
    request: (w) => ({ query: { "id[]": w.workers.rig1 } }),
  },
  [`GET ${b}/workers/charts`]: {
    expect: minerRead("workers"),
    request: (w) => ({ query: { "id[]": w.workers.rig1, period: "PT1H" } }),
  },
  [`GET ${b}/miners/{id}/workers`]: { expect: minerRead("workers") },
  [`GET ${b}/miners/{id}/workers/statuses`]: { expect: minerRead("workers") },
  [`GET ${b}/miners/{id}/workers/boundary`]: { expect: minerRead("workers") },
  [`GET ${b}/miners/{id}/workers/boundary/statuses`]: { expect: minerRead("workers") },
  [`GET ${b}/miners/{id}/workers/boundary/stats`]: { expect: minerRead("workers") },
  [`GET ${b}/miners/{id}/workers/boundary/charts`]: { expect: minerRead("workers") },

  // Alice's miner: financial data.
  [`GET ${b}/miners/{id}/payments`]: { expect: minerRead("payments") },
  [`GET ${b}/miners/{id}/balance`]: { expect: minerRead("payments") },
  [`GET ${b}/miners/{id}/payments/export`]: { expect: minerRead("payments"), request: query({ days: "7" }) },
  [`GET ${b}/miners/{id}/processing-earnings`]: { expect: minerRead("payments") },
  [`GET ${b}/miners/{id}/earned-all-time`]: { expect: minerRead("payments") },
  // Fees and the wallet (addresses, payout limits) are settings, not the payments section a watcher link shares.
  [`GET ${b}/miners/{id}/fees`]: { expect: minerReadNoWatcher("payments") },
  [`GET ${b}/miners/{id}/fees/current`]: { expect: minerReadNoWatcher("payments") },
  [`GET ${b}/miners/{id}/wallet`]: { expect: minerReadNoWatcher("payments") },
  [`GET ${b}/wallets/{wallet_id}/addresses`]: { expect: minerReadNoWatcher("payments") },
  [`GET ${b}/wallets/{wallet_id}/min-payments`]: { expect: minerReadNoWatcher("payments") },
  [`GET ${b}/wallets/{wallet_id}/max-payments`]: { expect: minerReadNoWatcher("payments") },

  // Money writes on alice's miner.
  [`POST ${b}/miners/{id}/transfers`]: {
    // Rule (b): only the source's owner. Each principal tries to move 1 sat of alice's to a miner of their own
    // (alice: to alicetwo; pool, operator and platform staff: to alicetwo too).
    expect: allow(["owner"]),
    request: body((w, p) => ({ to_miner_id: w.ownMiner[p] ?? w.miners.alicetwo, amount: 1 })),
  },
  [`POST ${b}/wallets/{wallet_id}/addresses`]: {
    // Rule (b): the owner role (the miner's owner, or its operator's owner; alice is no customer here).
    expect: allow(["owner"]),
    request: body(() => ({ address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })),
  },
  [`POST ${b}/wallets/{wallet_id}/min-payments`]: {
    expect: allow(["owner", "admin", "treasurer"]),
    request: body(() => ({ amount: 10_000 })),
  },
  [`POST ${b}/wallets/{wallet_id}/max-payments`]: {
    expect: allow(["owner", "admin", "treasurer"]),
    request: body(() => ({ amount: 0 })),
  },

  // Fees: a miner's pool fee by the pool's owner/admin or the platform; an operator's fee by the operator.
  [`POST ${b}/miners/{id}/fees`]: {
    expect: allow(["poolStaff", "poolAdmin", "platformOwner"]),
    request: fee,
  },
  [`POST ${b}/operators/{id}/miners/{miner_id}/fees`]: { expect: allow(["operator"]), request: fee },
  [`GET ${b}/operators/{id}/miners/{miner_id}/fees`]: { expect: operatorRead() },
  // The customer reads its own fee here too, with the operator's part hidden.
  [`GET ${b}/operators/{id}/miners/{miner_id}/fees/current`]: {
    expect: allow(["operator", "poolStaff", "poolAdmin", "customer"]),
  },

  // Platform.
  [`GET ${b}/platform/ledger/check`]: { expect: platformRead() },
  [`GET ${b}/platform/rewards/rates`]: { expect: platformRead() },
  [`GET ${b}/platform/rewards/rates/external-sources`]: { expect: platformRead() },
  [`PUT ${b}/platform/rewards/rates/current`]: {
    expect: platformMoney(),
    request: body(() => ({ source: "manual", sats_per_th_day: "50", effective_from: today })),
  },
  [`POST ${b}/platform/jobs/rewards/run`]: {
    // A job run is a setting (`manage_settings`): not the treasurer's.
    expect: platformWrite(),
    request: body(() => ({ day: yesterday })),
  },
  [`GET ${b}/platform/rewards/unallocated-funds`]: { expect: platformRead() },
  [`POST ${b}/platform/rewards/unallocated-funds/{transaction_id}/refund`]: {
    expect: platformMoney(),
    request: body(() => ({ account_name: "alicetwo" })),
  },
  [`GET ${b}/platform/payouts/schedule`]: { expect: platformRead() },
  [`PUT ${b}/platform/payouts/schedule/current`]: {
    expect: platformMoney(),
    request: body(() => ({ fee_level: "MEDIUM" })),
  },
  [`DELETE ${b}/platform/payouts/schedule/current/fee-per-vbyte`]: { expect: platformMoney() },
  [`POST ${b}/platform/jobs/payouts/run`]: {
    expect: platformMoney(),
    request: body(() => ({ day: yesterday })),
  },
  [`GET ${b}/platform/payouts/blockchain-requests`]: { expect: platformRead() },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/sent`]: {
    expect: platformMoney(),
    request: body(() => ({ tx_id: "ab".repeat(32) })),
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/complete`]: { expect: platformMoney() },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/fail`]: {
    expect: platformMoney(),
    request: body(() => ({ reason: "matrix" })),
    noSuccess: "the request is completed by the row before: 409 invalid_state",
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/resend`]: {
    expect: platformMoney(),
    noSuccess: "the request is completed: 409 invalid_state",
  },
  [`POST ${b}/platform/payouts/blockchain-requests/{request_id}/reverse`]: {
    expect: platformMoney(),
    noSuccess: "the request is completed: 409 invalid_state",
  },

  // The identity service (Kratos's public API): flows are public; sessions need one.
  "GET /identity/self-service/login/browser": { expect: publicRoute() },
  "GET /identity/self-service/login/api": { expect: publicRoute() },
  "GET /identity/self-service/login/flows": {
    expect: publicRoute(),
    request: flowQuery,
    noSuccess: "no flow",
  },
  "POST /identity/self-service/login": {
    expect: publicRoute(),
    request: submitQuery,
    noSuccess: "no flow",
  },
  "GET /identity/self-service/registration/browser": { expect: publicRoute() },
  "GET /identity/self-service/registration/api": { expect: publicRoute() },
  "GET /identity/self-service/registration/flows": {
    expect: publicRoute(),
    request: flowQuery,
    noSuccess: "no flow",
  },
  "POST /identity/self-service/registration": {
    expect: publicRoute(),
    request: submitQuery,
    noSuccess: "no flow",
  },
  "GET /identity/self-service/recovery/browser": { expect: publicRoute() },
  "GET /identity/self-service/recovery/api": { expect: publicRoute() },
  "GET /identity/self-service/recovery/flows": {
    expect: publicRoute(),
    request: flowQuery,
    noSuccess: "no flow",
  },
  "POST /identity/self-service/recovery": {
    expect: publicRoute(),
    request: submitQuery,
    noSuccess: "no flow",
  },
  "GET /identity/self-service/verification/browser": { expect: publicRoute() },
  "GET /identity/self-service/verification/api": { expect: publicRoute() },
  "GET /identity/self-service/verification/flows": {
    expect: publicRoute(),
    request: flowQuery,
    noSuccess: "no flow",
  },
  "POST /identity/self-service/verification": {
    expect: publicRoute(),
    request: submitQuery,
    noSuccess: "no flow",
  },
  // Settings: alice's flow. Browser flows answer a caller without a session with a 303 to the login page.
  "GET /identity/self-service/settings/browser": {
    expect: kratosSession({ anonymous: "ok", watcherAll: "ok", watcherDashboard: "ok" }),
  },
  "GET /identity/self-service/settings/api": { expect: kratosSession() },
  "GET /identity/self-service/settings/flows": {
    expect: kratosSelf(),
    request: (w) => ({ query: { id: w.settingsFlowId } }),
  },
  "POST /identity/self-service/settings": {
    expect: kratosSelf(),
    request: (w) => ({ query: { flow: w.settingsFlowId }, body: { method: "profile" } }),
    noSuccess: "a profile change without traits: 400 for alice",
  },
  "GET /identity/sessions/whoami": { expect: kratosSession() },
  "GET /identity/sessions": { expect: kratosSession() },
  "DELETE /identity/sessions": { expect: kratosSession(), last: true },
  "DELETE /identity/sessions/{id}": { expect: kratosSession() },
  "GET /identity/sessions/token-exchange": {
    expect: publicRoute(),
    request: query({ init_code: "nope", return_to_code: "nope" }),
    noSuccess: "no such exchange",
  },
  // Signing out needs the session (an aal1 one may end itself); a logout token or session token that is not the
  // caller's is refused.
  "GET /identity/self-service/logout/browser": { expect: kratosSession({ ownerAal1: "ok" }) },
  "GET /identity/self-service/logout": {
    // Without a session there is nothing to end: a 303 to the return address.
    expect: kratosForeignToken({ anonymous: "ok", watcherAll: "ok", watcherDashboard: "ok" }),
    request: query({ token: "ory_lo_nope" }),
  },
  "DELETE /identity/self-service/logout/api": {
    expect: kratosForeignToken(),
    request: body(() => ({ session_token: "ory_st_nosuchsession" })),
    noSuccess: "the token is no session",
  },
  "GET /identity/self-service/errors": { expect: publicRoute(), request: flowQuery, noSuccess: "no error" },
  "GET /identity/self-service/fed-cm/parameters": {
    expect: publicRoute(),
    noSuccess: "FedCM is not configured: answered as open-source Kratos does",
  },
  "POST /identity/self-service/fed-cm/token": {
    expect: publicRoute(),
    request: body(() => ({})),
    noSuccess: "FedCM is not configured: answered as open-source Kratos does",
  },
  "GET /identity/schemas": { expect: publicRoute() },
  "GET /identity/schemas/{id}": { expect: publicRoute() },
  "GET /identity/.well-known/ory/webauthn.js": { expect: publicRoute() },

  // People and access (issue 13), one file per area.
  ...rowsAccess,
  ...rowsCustomers,
  ...rowsPoolUsers,
  ...rowsPlatformOps,
  ...rowsPromocodes,
  ...rowsProfitSharing,
  ...rowsNotifications,
  ...rowsMiningReport,
  ...rowsTelegram,
};

/** The outcome a principal must see: the row's, with the global watcher rule on writes. */
export function expectedOutcome(key: string, row: Row, p: Principal): Outcome {
  const method = key.slice(0, key.indexOf(" "));
  if (watchers.includes(p) && !["GET", "HEAD", "OPTIONS"].includes(method)) return "denied";
  return row.expect[p];
}
