import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { sessionFor, tokenHeaders } from "../product-session";

export const api = "/api/backend/v0.1";
/** A token of the right shape: the fake Bot API accepts any. */
export const testBotToken = "123456789:TEST-token-for-the-fake-bot-api";

/** The env of an app whose bot talks to the fake Bot API at `url`. */
export const botEnv = (url: string, extra: Record<string, string> = {}) => ({
  TELEGRAM_BOT_TOKEN: testBotToken,
  TELEGRAM_API_ROOT: url,
  ...extra,
});

/** A signed-in user: headers, identity id, and (after its first request) the product user id. */
export async function telegramUser(app: App, db: Db, clock: Clock, email: string, language?: string) {
  const session = await sessionFor(db, clock, email, { language });
  const headers = tokenHeaders(session);
  await app.inject({ url: `${api}/identity`, headers });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.identityId, session.identityId));
  if (!user) throw new Error(`no product user for ${email}`);
  const base = `${api}/identity/${session.identityId}/telegram`;
  return {
    headers,
    identityId: session.identityId,
    userId: user.id,
    invites: `${base}/invites`,
    chats: `${base}/chats/current`,
  };
}

/** The deep-link token of an invite answer's url. */
export const tokenOf = (url: string) => new URL(url).searchParams.get("start") ?? "";
