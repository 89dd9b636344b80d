import { errors } from "../flow/errors";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "./session.repository";

/** The login browser flow that raises a session to aal2 (where `session_aal2_required` points). */
export function aal2LoginUrl(ctx: IdentityContext, returnTo?: string): string {
  const url = new URL(`${ctx.settings.baseUrl}/self-service/login/browser`);
  url.searchParams.set("aal", "aal2");
  if (returnTo) url.searchParams.set("return_to", returnTo);
  return url.toString();
}

/**
 * The request's active session, or 401 `session_inactive`. With `highestAvailable` (whoami,
 * settings) an identity with a second factor must be at aal2, else 403 `session_aal2_required`.
 */
export async function requireSession(
  ctx: IdentityContext,
  token: string | undefined,
  opts: { highestAvailable: boolean; returnTo?: string },
): Promise<SessionRow> {
  const session = await ctx.sessions.fromToken(token);
  if (!session) throw errors.sessionInactive();
  if (
    opts.highestAvailable &&
    session.aal !== "aal2" &&
    (await ctx.sessions.hasSecondFactor(session.identityId))
  ) {
    throw errors.aal2Required(aal2LoginUrl(ctx, opts.returnTo));
  }
  return session;
}
