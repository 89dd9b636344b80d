import { paths } from "../../config/paths";

export type AuthenticationStatus = "authenticated" | "anonymous";

/**
 * Session required: an anonymous visitor goes to login, or to registration when `reg` is in the query.
 * The query string is kept either way.
 */
export function sessionRedirect(url: URL, status: AuthenticationStatus): string | null {
  if (status === "authenticated") return null;
  const target = url.searchParams.has("reg") ? paths.auth.registration : paths.auth.login;
  return target.getHref(url.search);
}
