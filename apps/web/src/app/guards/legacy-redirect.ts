import { paths } from "../../config/paths";

const legacyTargets: Record<string, string> = {
  [paths.legacy.operator.path]: paths.app.dashboard.path,
  [paths.legacy.miner.path]: paths.app.dashboard.path,
  [paths.legacy.operatorCustomers.path]: paths.app.customers.path,
};

/** Older routes: /operator and /miner -> main, /operator/customers -> customers; the query string is kept. */
export function legacyRedirect(url: URL): string | null {
  const pathname = url.pathname.replace(/\/+$/, "") || "/";
  const target = legacyTargets[pathname];
  return target ? `${target}${url.search}` : null;
}
