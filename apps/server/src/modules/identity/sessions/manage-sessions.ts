import { errors } from "../flow/errors";
import type { IdentityContext } from "../identity.context";
import { isUuid } from "../lib/uuid";
import type { SessionRow } from "./session.repository";

export type Page = { limit: number; offset: number };

/** `page_size` + `page_token` (keyset style: the token is the next offset), or legacy `per_page` + `page` (1-based). */
export function pageOf(q: {
  per_page?: number;
  page?: number;
  page_size?: number;
  page_token?: string;
}): Page {
  const limit = Math.min(Math.max(q.page_size ?? q.per_page ?? 250, 1), 1000);
  if (q.page_token !== undefined) {
    // The token is an offset this service wrote; anything else (a 400-digit number would be an offset of
    // Infinity, past what the database takes) is refused as Kratos refuses a crafted token.
    if (!/^\d{1,15}$/.test(q.page_token)) {
      throw errors.badRequest("The page token is invalid, do not craft your own page tokens");
    }
    return { limit, offset: Number(q.page_token) };
  }
  if (q.page !== undefined) return { limit, offset: Math.max(q.page - 1, 0) * limit };
  return { limit, offset: 0 };
}

/** Listing and revoking the signed-in identity's other sessions (GET/DELETE /sessions). */
export function manageSessions(ctx: IdentityContext) {
  return {
    async listOthers(current: SessionRow, page: Page) {
      const rows = await ctx.sessionRepo.listOthers(
        current.identityId,
        current.id,
        ctx.clock.now(),
        page.limit + 1,
        page.offset,
      );
      const more = rows.length > page.limit;
      const sessions = await Promise.all(rows.slice(0, page.limit).map((s) => ctx.sessions.toJson(s)));
      return { sessions, nextOffset: more ? page.offset + page.limit : null };
    },
    revokeOthers(current: SessionRow): Promise<number> {
      return ctx.sessionRepo.deactivateOthers(current.identityId, current.id);
    },
    async revokeOne(current: SessionRow, id: string): Promise<void> {
      if (id === current.id)
        throw errors.badRequest("You can not revoke the session you are using. Use the logout flow instead.");
      if (!isUuid(id) || !(await ctx.sessionRepo.deactivateOwned(current.identityId, id))) {
        throw errors.notFound("The session could not be found.");
      }
    },
  };
}
