import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "../identity-helpers";

/**
 * Every route of `src/config/paths.ts` with concrete values, and every kind of visitor (the demo accounts,
 * signed out, a watcher link's holder), for the specs that visit every page (every-page.spec.ts).
 */

export type Visitor =
  | { kind: "signed-out"; name: "signed-out" }
  | { kind: "watcher"; name: "watcher" }
  | { kind: "account"; name: string; email: string };

export const visitors: readonly Visitor[] = [
  { kind: "signed-out", name: "signed-out" },
  { kind: "watcher", name: "watcher" },
  ...(["miner", "pool", "operator", "platform", "pooladmin", "viewer", "accountant"] as const).map(
    (name): Visitor => ({ kind: "account", name, email: `${name}@pithead.test` }),
  ),
];

/** The ids the routes need, read from the demo data through the API. */
export type CatalogueIds = {
  /** The Control Hub `northhub`'s id and its customer northhub01's miner id. */
  operatorId: string;
  customerId: string;
  /** A pool user's identity id (the demo miner's). */
  userId: string;
  promocodeId: string;
  /** A watcher link to alice (all sections), made by the demo miner. */
  watcherToken: string;
};

export type CatalogueRoute = { name: string; href: string };

/** Every route (paths.ts), in the order of that file, with the concrete values of `ids`. */
export function routeCatalogue(ids: CatalogueIds): CatalogueRoute[] {
  const customer = `/customers/${ids.customerId}`;
  const watch = `/watch/${ids.watcherToken}`;
  return [
    { name: "dashboard", href: "/" },
    { name: "customers", href: "/customers" },
    { name: "createCustomer", href: "/customers/create-customer" },
    { name: "createSubAccount", href: "/customers/create-sub" },
    { name: "customer", href: customer },
    { name: "customerSettings", href: `${customer}/settings` },
    { name: "customerPayments", href: `${customer}/payments` },
    { name: "payments", href: "/payments" },
    { name: "workers", href: "/workers" },
    { name: "transfers", href: "/transfers" },
    { name: "referrals", href: "/referrals" },
    { name: "accessControl", href: "/access-control" },
    { name: "profitSharing", href: "/profit-sharing" },
    { name: "settings", href: "/settings" },
    { name: "notifications", href: "/settings/notifications" },
    { name: "taxCalculator", href: "/tax-calculator" },
    { name: "miningReport", href: "/mining-report" },
    { name: "users", href: "/users" },
    { name: "user", href: `/users/${ids.userId}` },
    { name: "invitation", href: "/invitation?token=not-a-real-invitation" },
    { name: "faq", href: "/faq" },
    { name: "promocode.index", href: "/promocodes" },
    { name: "promocode.create", href: "/promocodes/create" },
    { name: "promocode.edit", href: `/promocodes/${ids.promocodeId}` },
    { name: "platform.rewards", href: "/platform" },
    { name: "platform.payouts", href: "/platform/payouts" },
    { name: "platform.unallocated", href: "/platform/unallocated" },
    { name: "auth", href: "/auth" },
    { name: "auth.login", href: "/auth/login" },
    { name: "auth.registration", href: "/auth/registration" },
    { name: "auth.name", href: "/auth/name" },
    { name: "auth.password", href: "/auth/password" },
    { name: "auth.recovery", href: "/auth/recovery" },
    { name: "auth.verification", href: "/auth/verification" },
    { name: "auth.error", href: "/auth/error?id=not-a-real-error" },
    { name: "auth.operator", href: "/northhub/auth" },
    { name: "watch.dashboard", href: watch },
    { name: "watch.workers", href: `${watch}/workers` },
    { name: "watch.payments", href: `${watch}/payments` },
    { name: "watch (unknown link)", href: "/watch/not-a-real-watcher-link" },
    { name: "notFound", href: "/404" },
    { name: "internalError", href: "/500" },
    { name: "legacy.operator", href: "/operator" },
    { name: "legacy.miner", href: "/miner" },
    { name: "legacy.operatorCustomers", href: "/operator/customers" },
  ];
}

const api = "/api/backend/v0.1";

/** Signs in through the identity service's api flow (as a script would): a session token. */
async function apiSignIn(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const flow = (await (
      await request.get("/identity/self-service/login/api", { headers: { accept: "application/json" } })
    ).json()) as { id: string };
    const answer = await request.post(`/identity/self-service/login?flow=${flow.id}`, {
      headers: { accept: "application/json" },
      data: { method: "password", identifier: email, password: DEMO_PASSWORD },
    });
    if (answer.ok()) return ((await answer.json()) as { session_token: string }).session_token;
    // A busy server answers 503 (password checks are bounded at a time), or lost the new flow (404): again.
    if ((answer.status() !== 503 && answer.status() !== 404) || attempt === 5)
      throw new Error(`api sign-in of ${email}: ${answer.status()} ${await answer.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
  }
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`${api}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

type Identity = { user: { id: string }; permissions: { id: string; type: string }[] };

/** Reads the ids from the demo data and makes the watcher link (a new one per call: links are cheap). */
export async function loadCatalogueIds(request: APIRequestContext): Promise<CatalogueIds> {
  const miner = await apiSignIn(request, "miner@pithead.test");
  const operator = await apiSignIn(request, "operator@pithead.test");
  const platform = await apiSignIn(request, "platform@pithead.test");
  const minerIdentity = await apiGet<Identity>(request, miner, "identity");
  const operatorIdentity = await apiGet<Identity>(request, operator, "identity");
  const operatorId = operatorIdentity.permissions.find((p) => p.type === "operator")?.id ?? "";
  const customers = await apiGet<{ data: { id: string; account_name: string }[] }>(
    request,
    operator,
    `operators/${operatorId}/miners?search=northhub01`,
  );
  const customerId = customers.data.find((row) => row.account_name === "northhub01")?.id ?? "";
  const promocodes = await apiGet<{ data: { id: string }[] }>(request, platform, "platform/promocodes");
  const created = await request.post(`${api}/identity/${minerIdentity.user.id}/watchers`, {
    headers: { authorization: `Bearer ${miner}` },
    data: { label: `Every page ${Date.now().toString(36)}` },
  });
  if (!created.ok()) throw new Error(`watcher link: ${created.status()} ${await created.text()}`);
  const ids: CatalogueIds = {
    operatorId,
    customerId,
    userId: minerIdentity.user.id,
    promocodeId: promocodes.data[0]?.id ?? "",
    watcherToken: ((await created.json()) as { token: string }).token,
  };
  for (const [name, value] of Object.entries(ids)) if (!value) throw new Error(`no demo ${name}`);
  return ids;
}
