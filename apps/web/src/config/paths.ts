/**
 * Every route of the app as data (SPEC section 2): the route pattern, an href builder and the route name.
 * Builders take an optional query string (`?a=1` or `a=1`) so redirects can carry it along.
 */

export type Search = string | URLSearchParams | undefined;

export function withSearch(pathname: string, search?: Search): string {
  const query = typeof search === "string" ? search.replace(/^\?/, "") : (search?.toString() ?? "");
  return query ? `${pathname}?${query}` : pathname;
}

type Route<Args extends unknown[] = []> = {
  path: string;
  name: string;
  getHref: (...args: [...Args, search?: Search]) => string;
};

function route(path: string, name: string): Route {
  return { path, name, getHref: (search?: Search) => withSearch(path, search) };
}

function withId(path: string, name: string, build: (id: string) => string): Route<[id: string]> {
  return {
    path,
    name,
    getHref: (id: string, search?: Search) => withSearch(build(encodeURIComponent(id)), search),
  };
}

export const paths = {
  app: {
    dashboard: route("/", "index"),
    customers: route("/customers", "customers"),
    createCustomer: route("/customers/create-customer", "createCustomer"),
    createSubAccount: route("/customers/create-sub", "createSubAccount"),
    customer: withId("/customers/:customerId", "customer", (id) => `/customers/${id}`),
    customerSettings: withId(
      "/customers/:customerId/settings",
      "customerSettings",
      (id) => `/customers/${id}/settings`,
    ),
    customerPayments: withId(
      "/customers/:customerId/payments",
      "customerPayments",
      (id) => `/customers/${id}/payments`,
    ),
    payments: route("/payments", "payments"),
    workers: route("/workers", "workers"),
    transfers: route("/transfers", "transfers"),
    referrals: route("/referrals", "referrals"),
    accessControl: route("/access-control", "accessControl"),
    profitSharing: route("/profit-sharing", "profitSharing"),
    settings: route("/settings", "settings"),
    notifications: route("/settings/notifications", "notifications"),
    taxCalculator: route("/tax-calculator", "taxCalculator"),
    miningReport: route("/mining-report", "miningReport"),
    users: route("/users", "users"),
    user: withId("/users/:userId", "user", (id) => `/users/${id}`),
    invitation: route("/invitation", "invitation"),
    faq: route("/faq", "faq"),
  },
  promocode: {
    index: route("/promocodes", "promocode.index"),
    create: route("/promocodes/create", "promocode.create"),
    edit: withId("/promocodes/:promocodeId", "promocode.edit", (id) => `/promocodes/${id}`),
  },
  platform: {
    rewards: route("/platform", "platform.rewards"),
    payouts: route("/platform/payouts", "platform.payouts"),
    unallocated: route("/platform/unallocated", "platform.unallocated"),
  },
  auth: {
    index: route("/auth", "auth"),
    login: route("/auth/login", "auth.login"),
    registration: route("/auth/registration", "auth.registration"),
    name: route("/auth/name", "auth.name"),
    password: route("/auth/password", "auth.password"),
    recovery: route("/auth/recovery", "auth.recovery"),
    verification: route("/auth/verification", "auth.verification"),
    /** The identity service's error page for browser flows that fail outside the SPA. */
    error: route("/auth/error", "auth.error"),
    operator: withId("/:operatorId/auth", "auth.operator", (id) => `/${id}/auth`),
  },
  watch: {
    dashboard: withId("/watch/:watcherToken", "watch.dashboard", (token) => `/watch/${token}`),
    workers: withId("/watch/:watcherToken/workers", "watch.workers", (token) => `/watch/${token}/workers`),
    payments: withId(
      "/watch/:watcherToken/payments",
      "watch.payments",
      (token) => `/watch/${token}/payments`,
    ),
  },
  errors: {
    notFound: route("/404", "notFound"),
    internal: route("/500", "internalError"),
  },
  legacy: {
    operator: route("/operator", "legacy.operator"),
    miner: route("/miner", "legacy.miner"),
    operatorCustomers: route("/operator/customers", "legacy.operatorCustomers"),
  },
} as const;
