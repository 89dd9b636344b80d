import type { IdentityContext } from "../identity.context";

/**
 * Whether the identity completed a sign-in from `ip` before: one of its sessions (active or ended) was
 * issued there, at aal2 when the identity has a second factor. Sessions record their address, so a
 * successful sign-in is what makes an address known; the brute-force guard per subject exempts these.
 */
export async function isKnownAddress(ctx: IdentityContext, identityId: string, ip: string): Promise<boolean> {
  const fullAal = (await ctx.sessions.hasSecondFactor(identityId)) ? "aal2" : undefined;
  return ctx.sessionRepo.existsFrom(identityId, ip, fullAal);
}
