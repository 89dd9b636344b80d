import { timingSafeEqual } from "node:crypto";
import { errors } from "../flow/errors";
import type { IdentityContext } from "../identity.context";
import { newToken, randomAlphanumeric, sha256Hex } from "../lib/tokens";
import type { Device } from "./session.service";
import { tokenExchangeRepository } from "./token-exchange.repository";

/**
 * Session token exchange (api flows with `return_session_token_exchange_code=true`): the flow
 * answers an init code at creation; the flow's success adds `code=<return_to_code>` to its
 * return_to; both codes together buy a session token once at GET /sessions/token-exchange.
 */
export async function createInitCode(ctx: IdentityContext, flowId: string): Promise<string> {
  const code = randomAlphanumeric(64);
  await tokenExchangeRepository(ctx.db).insert(flowId, sha256Hex(code));
  return code;
}

/** After a flow's success: the return_to code, or null when the flow asked for no exchange. */
export async function completeExchange(
  ctx: IdentityContext,
  flowId: string,
  sessionId: string,
): Promise<string | null> {
  const repo = tokenExchangeRepository(ctx.db);
  const row = await repo.findByFlow(flowId);
  if (!row) return null;
  const code = newToken();
  await repo.complete(row.id, sha256Hex(code), sessionId);
  return code;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export async function exchangeSessionToken(
  ctx: IdentityContext,
  initCode: string | undefined,
  returnToCode: string | undefined,
  device: Device,
): Promise<Record<string, unknown>> {
  if (!initCode || !returnToCode)
    throw errors.badRequest(`"init_code" and "return_to_code" query params must be set`);
  const repo = tokenExchangeRepository(ctx.db);
  const row = await repo.findByInitCodeHash(sha256Hex(initCode));
  const notFound = () => errors.notFound('no session yet for this "code"');
  if (!row?.returnToCodeHash || !row.sessionId || !sameHash(row.returnToCodeHash, sha256Hex(returnToCode))) {
    throw notFound();
  }
  const source = await ctx.sessionRepo.findById(row.sessionId);
  if (!source?.active || source.expiresAt <= ctx.clock.now() || !(await repo.consume(row.id)))
    throw notFound();
  const issued = await ctx.sessions.issue(source.identityId, source.authenticationMethods, device);
  return { session_token: issued.token, session: await ctx.sessions.toJson(issued.session) };
}
