import type { App } from "../src/app";
import type { Clock } from "../src/clock";
import type { Db } from "../src/db/client";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";

export const api = "/api/backend/v0.1";

/**
 * A signed-in user who owns a new miner account named `name`, with a session as `opts` asks (an identity with a
 * second factor makes the miner at aal2: no product call is open to its aal1 session).
 */
export async function ownerOf(
  app: App,
  db: Db,
  clock: Clock,
  email: string,
  name: string,
  opts: { aal?: "aal1" | "aal2"; totp?: boolean } = {},
): Promise<{ session: TestSession; minerId: string }> {
  const maker = await sessionFor(db, clock, email, { ...opts, aal: opts.totp ? "aal2" : opts.aal });
  const res = await app.inject({
    method: "POST",
    url: `${api}/miners`,
    headers: tokenHeaders(maker),
    payload: { account_name: name },
  });
  if (res.statusCode !== 201) throw new Error(`miner ${name}: ${res.body}`);
  const session = opts.totp && opts.aal !== "aal2" ? await sessionFor(db, clock, email, opts) : maker;
  return { session, minerId: res.json().id as string };
}

/** `POST miners/{id}/watchers` as the session's user; answers the whole response. */
export function createMinerLink(app: App, session: TestSession, minerId: string, payload: object) {
  return app.inject({
    method: "POST",
    url: `${api}/miners/${minerId}/watchers`,
    headers: tokenHeaders(session),
    payload,
  });
}
