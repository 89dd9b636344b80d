import type { Wallet, WalletAddress } from "@pithead/contract";

/**
 * Until when payouts wait because the address changed (24 h after a new address): the wallet's
 * `payouts_paused_until`, or the just-added address's `paused_until` (the answer of the POST, before the
 * wallet is read again); the later of the two, and only while it is in the future. Null: not paused.
 */
export function payoutPauseEnd(
  wallet: Pick<Wallet, "payouts_paused_until"> | undefined,
  added: Pick<WalletAddress, "paused_until"> | null,
  now: Date,
): string | null {
  const candidates = [wallet?.payouts_paused_until, added?.paused_until].filter(
    (at): at is string => typeof at === "string" && Number.isFinite(Date.parse(at)),
  );
  const latest = candidates.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return latest !== undefined && Date.parse(latest) > now.getTime() ? latest : null;
}
