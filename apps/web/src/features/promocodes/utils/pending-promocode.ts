/**
 * The code of `/?promocode=CODE`, kept from registration to the name step. The verification e-mail holds a code
 * to type (no link), but the verification step continues to main without the query and other detours (sign in
 * again, a reload) drop it too, so it is kept in sessionStorage: this tab only, gone when the tab closes, removed
 * once `POST miners` has taken it.
 */
export const PENDING_PROMOCODE_KEY = "pithead.promocode";
const maxLength = 64;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the `promocode` query parameter when the address has one. */
export function rememberPromocode(search: URLSearchParams): void {
  const code = search.get("promocode")?.trim();
  if (code) storage()?.setItem(PENDING_PROMOCODE_KEY, code.slice(0, maxLength));
}

/** The code to send with the name step: the address's own first, else the one kept at registration. */
export function pendingPromocode(search: URLSearchParams): string | null {
  const fromQuery = search.get("promocode")?.trim();
  if (fromQuery) return fromQuery.slice(0, maxLength);
  return storage()?.getItem(PENDING_PROMOCODE_KEY) || null;
}

export function forgetPromocode(): void {
  storage()?.removeItem(PENDING_PROMOCODE_KEY);
}
