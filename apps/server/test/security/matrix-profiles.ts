/** The authorization matrix's vocabulary: outcomes, row shape, the profiles of who may call, request parts. */
import { type Principal, principals, type SecurityWorld } from "./security-world";

/**
 * What a caller sees: `ok` (any answer that is not an authorization refusal: 2xx, 3xx, or 400/404/409 from the
 * content), `unauthorized` (401), `denied` (403 `access_denied`), `mfa` (403 `mfa_required`, or the identity
 * service's `session_aal2_required`).
 */
export type Outcome = "ok" | "unauthorized" | "denied" | "mfa";
export type Expectation = Record<Principal, Outcome>;

/** The parts of a request that are not the path template: path values come from the world (test file). */
export type RequestParts = {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
};

export interface Row {
  expect: Expectation;
  /** The request's own parts for a principal (a schema-valid body, required query values). */
  request?: (w: SecurityWorld, p: Principal) => RequestParts;
  /**
   * Why no allowed principal gets a 2xx or 3xx here (content answers only). Without it, a row that allows someone
   * must show at least one success, so a body the schema refuses cannot pass for an authorization decision.
   */
  noSuccess?: string;
  /** Runs after every other row: its allowed requests end sessions. */
  last?: boolean;
  /** Where the current server disagrees with the rule (see the report); the cells stay the rule's. */
  finding?: string;
}

/** A watcher token never writes: any method but GET/HEAD/OPTIONS answers 403 `access_denied`, whatever the route. */
export const watchers: readonly Principal[] = ["watcherAll", "watcherDashboard"];

// ---- profiles ----------------------------------------------------------------------------------------------

/**
 * A product route that needs a session: `allowed` get `ok`, every other signed-in principal and the watchers
 * `denied`, anonymous `unauthorized`, and alice's aal1 session `mfa` (an identity with a second factor must reach
 * aal2 for every product call, reads included, as Kratos's whoami with `highest_available`).
 */
export function allow(allowed: readonly Principal[], over: Partial<Expectation> = {}): Expectation {
  const e = {} as Expectation;
  for (const p of principals) e[p] = allowed.includes(p) ? "ok" : "denied";
  e.anonymous = allowed.includes("anonymous") ? "ok" : "unauthorized";
  e.ownerAal1 = "mfa";
  return { ...e, ...over };
}

/** No credentials needed: everyone `ok` (watchers still refused on writes, globally). */
export const publicRoute = (): Expectation => allow(principals, { ownerAal1: "ok" });

export const sessionPrincipals = principals.filter((p) => p !== "anonymous" && !watchers.includes(p));
/** Any signed-in user (their own data). */
export const signedIn = (): Expectation => allow(sessionPrincipals);

/** Alice's miner, by section: the owner, members whose role and section list read it, pool staff, watchers. */
export const readers = {
  dashboard: [
    "owner",
    "viewer",
    "manager",
    "admin",
    "poolStaff",
    "poolAdmin",
    "watcherAll",
    "watcherDashboard",
  ],
  workers: ["owner", "viewer", "manager", "admin", "poolStaff", "poolAdmin", "watcherAll"],
  payments: ["owner", "accountant", "manager", "treasurer", "admin", "poolStaff", "poolAdmin", "watcherAll"],
} as const satisfies Record<string, readonly Principal[]>;
export const minerRead = (section: keyof typeof readers) => allow(readers[section]);
/**
 * Alice's miner, but no watcher section (SPEC section 6: a watcher sees only the dashboard, workers and payments):
 * the section's signed-in readers; a watcher link is refused even when it shares that section.
 */
export const minerReadNoWatcher = (section: keyof typeof readers) =>
  allow(readers[section].filter((p) => !watchers.includes(p)));
/** Pools: their users only (a watcher link shows miners, never pools). */
export const poolRead = () => allow(["poolStaff", "poolAdmin"]);
/** The operator (and its customer `cust`): its users and the pool's. */
export const operatorRead = () => allow(["operator", "poolStaff", "poolAdmin"]);
/** Alice's own identity id in the path: only alice. */
export const selfOnly = () => allow(["owner"]);
export const platformRead = () => allow(["platformAccountant", "platformTreasurer", "platformOwner"]);
/** The platform's money steps (`move_funds`): its treasurer and owner. */
export const platformMoney = () => allow(["platformTreasurer", "platformOwner"]);
export const platformWrite = () => allow(["platformOwner"]);
/**
 * An identity-service route that needs a session (Kratos): no session (watchers included: Kratos knows no
 * watcher) is 401, alice at aal1 `session_aal2_required`.
 */
export const kratosSession = (over: Partial<Expectation> = {}): Expectation =>
  allow(sessionPrincipals, { watcherAll: "unauthorized", watcherDashboard: "unauthorized", ...over });
/** Alice's own flow or session: other identities are refused (Kratos's 403), alice at aal1 asked for aal2. */
export const kratosSelf = (): Expectation =>
  allow(["owner"], {
    anonymous: "unauthorized",
    watcherAll: "unauthorized",
    watcherDashboard: "unauthorized",
  });
/** A token that is no session of the caller's is refused (Kratos's 403), with or without a session. */
export const kratosForeignToken = (over: Partial<Expectation> = {}): Expectation =>
  allow([], { anonymous: "denied", ownerAal1: "denied", ...over });

// ---- request parts -------------------------------------------------------------------------------------------

export const uuid0 = "00000000-0000-4000-8000-000000000000";
export const body =
  (make: (w: SecurityWorld, p: Principal) => unknown) =>
  (w: SecurityWorld, p: Principal): RequestParts => ({ body: make(w, p) });
export const query = (values: Record<string, string | string[]>) => (): RequestParts => ({ query: values });
export const flowQuery = query({ id: uuid0 });
export const submitQuery = (): RequestParts => ({ query: { flow: uuid0 }, body: {} });
