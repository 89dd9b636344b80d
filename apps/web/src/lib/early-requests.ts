/**
 * The answer of a request `boot/early-requests.ts` sent at page load, taken once: the first session check and
 * identity load use it when it asked the same address, and ask themselves otherwise (another identity address in
 * the configuration, a later check, a test).
 */
export function takeEarlyResponse(name: "whoami" | "identity", url: string): Promise<Response> | null {
  const early = typeof window === "undefined" ? undefined : window.__pitheadEarly?.[name];
  if (!early) return null;
  delete window.__pitheadEarly?.[name];
  return early.url === new URL(url, window.location.href).href ? early.response : null;
}
