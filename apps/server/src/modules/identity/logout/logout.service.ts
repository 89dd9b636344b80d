import { errors } from "../flow/errors";
import { checkReturnTo } from "../flow/return-to";
import type { IdentityContext } from "../identity.context";
import { newToken, sha256Hex } from "../lib/tokens";

/** Logout by browser flow (logout token), by URL token, and by session token (native apps). */
export function logoutService(ctx: IdentityContext) {
  return {
    /** A fresh `ory_lo_` token for the cookie's session and the URL that uses it. */
    async createBrowserLogout(sessionTokenValue: string | undefined, returnTo: string | undefined) {
      const target = checkReturnTo(ctx.settings, returnTo);
      const session = await ctx.sessions.fromToken(sessionTokenValue);
      if (!session) throw errors.sessionInactive();
      const logoutToken = newToken("ory_lo_");
      await ctx.sessionRepo.setLogoutTokenHash(session.id, sha256Hex(logoutToken));
      const url = new URL(`${ctx.settings.baseUrl}/self-service/logout`);
      url.searchParams.set("token", logoutToken);
      if (target) url.searchParams.set("return_to", target);
      return { logout_url: url.toString(), logout_token: logoutToken };
    },

    /** Ends the cookie's session when `token` is its logout token; returns where to send the browser. */
    async logoutWithToken(
      sessionTokenValue: string | undefined,
      token: string | undefined,
      returnTo: string | undefined,
    ) {
      const target = checkReturnTo(ctx.settings, returnTo) ?? ctx.settings.defaultReturnTo;
      if (!token) throw errors.badRequest("Please include a token in the URL query.");
      const session = await ctx.sessions.fromToken(sessionTokenValue);
      if (!session) return target;
      if (!ctx.sessions.logoutTokenMatches(session, token)) {
        throw errors.forbidden(
          "Unable to log out because the logout token in the URL query does not match the session cookie.",
        );
      }
      await ctx.sessionRepo.deactivate(session.id);
      return target;
    },

    async logoutApi(sessionTokenValue: unknown): Promise<void> {
      if (typeof sessionTokenValue !== "string" || !sessionTokenValue) {
        throw errors.badRequest("The session_token is missing in the request body.");
      }
      if (!(await ctx.sessionRepo.deactivateByTokenHash(sha256Hex(sessionTokenValue)))) {
        throw errors.forbidden(
          "The provided Ory Session Token could not be found, is invalid, or otherwise malformed.",
        );
      }
    },
  };
}
