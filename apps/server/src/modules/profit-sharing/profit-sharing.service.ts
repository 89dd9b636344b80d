import {
  type ProfitSharing,
  type ProfitSharings,
  profitSharingHistoryDays,
  profitSharingMaxRecipients,
  type SharingState,
  type SharingType,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { percentToPpm, ppmToPercent } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { addUtcDays, utcDayOf } from "../../lib/utc-day";
import { type ProfitSharingRow, profitSharingRepository } from "./profit-sharing.repository";

/** How many versions a list or a history answers at most (a split changed daily for months is still bounded). */
const maxRows = 200;

const fieldError = (name: string, text: string, message: string) =>
  new ProductError("validation_failed", 400, message, [{ name, text }]);

export function stateOn(row: Pick<ProfitSharingRow, "startDate" | "endDate">, today: string): SharingState {
  if (row.startDate > today) return "scheduled";
  if (row.endDate !== null && row.endDate < today) return "ended";
  return "active";
}

/**
 * A write to a recipient that has a version running after today must name it (`replaces`), and only that one:
 * an accidental create is `profit_sharing_exists`, a change of a version changed or ended since it was read is
 * `invalid_state` (both 409).
 */
function ensureReplaces(running: { id: string }[], recipientName: string, replaces: string | undefined) {
  if (replaces === undefined) {
    if (running.length > 0) {
      throw new ProductError(
        "profit_sharing_exists",
        409,
        `${recipientName} already has a split from this miner: send its id as replaces to change it`,
      );
    }
  } else if (!running.some((r) => r.id === replaces)) {
    throw new ProductError(
      "invalid_state",
      409,
      "The split to replace is no longer the one running: read the splits again",
    );
  }
}

export const profitSharingView = (row: ProfitSharingRow, today: string): ProfitSharing => ({
  id: row.id,
  type: row.type as SharingType,
  donor: { id: row.donorId, account_name: row.donorName },
  recipient: { id: row.recipientId, account_name: row.recipientName },
  percent: ppmToPercent(row.ppm),
  start_date: row.startDate,
  end_date: row.endDate,
  state: stateOn(row, today),
  created_at: row.createdAt.toISOString(),
});

/**
 * Profit splits (SPEC section 5, issue 14). A new split or a change always starts at 00:00 UTC of the next day
 * and an ended one pays through today: a change ends the version in force today and adds a version from
 * tomorrow (a version still scheduled for tomorrow is replaced), so every settled day keeps the versions it was
 * paid by. Writes of one donor take its miner row's lock, so two concurrent changes cannot pass 100 % together.
 * Route guards: reads need the miner's payments section; writes `manage_settings` on the donor (owner/admin).
 */
export function profitSharingService({ db, clock }: { db: Db; clock: Clock }) {
  const today = () => utcDayOf(clock.now());

  async function recipientOf(
    repo: ReturnType<typeof profitSharingRepository>,
    donorId: string,
    name: string,
  ) {
    const donor = await repo.lockDonor(donorId);
    if (!donor || donor.deletedAt) throw ProductError.notFound("No such miner");
    const recipient = await repo.minerByName(donor.poolId, name);
    if (!recipient || recipient.deletedAt) {
      throw fieldError("recipient", "not_found", "No miner with that account name in this pool");
    }
    if (recipient.id === donorId)
      throw fieldError("recipient", "invalid_input", "A miner cannot share with itself");
    return recipient;
  }

  return {
    async list(minerId: string): Promise<ProfitSharings> {
      const repo = profitSharingRepository(db);
      const day = today();
      const since = addUtcDays(day, -profitSharingHistoryDays);
      const given = await repo.listFor(minerId, "donor", since, maxRows);
      // Referrals it earns are listed (masked) by `miners/{id}/referrals`: a referrer is not told who joined.
      const received = (await repo.listFor(minerId, "recipient", since, maxRows)).filter(
        (r) => r.type === "profit_sharing",
      );
      const next = addUtcDays(day, 1);
      const from = await repo.profitSharesFrom(minerId, next);
      const ppm = from.reduce((sum, r) => sum + r.ppm, 0);
      return {
        given: given.map((r) => profitSharingView(r, day)),
        received: received.map((r) => profitSharingView(r, day)),
        given_percent: ppmToPercent(ppm),
        next_start: next,
      };
    },

    async history(donorId: string, recipientName: string) {
      const repo = profitSharingRepository(db);
      const day = today();
      const donor = await repo.miner(donorId);
      if (!donor) throw ProductError.notFound("No such miner");
      const recipient = await repo.minerByName(donor.poolId, recipientName);
      if (!recipient) throw ProductError.notFound("No miner with that account name in this pool");
      const versions = await repo.versions(donorId, recipient.id, maxRows);
      return {
        recipient: { id: recipient.id, account_name: recipient.accountName },
        versions: versions.map((r) => profitSharingView(r, day)),
        next_start: addUtcDays(day, 1),
      };
    },

    /**
     * Creates the split to `recipientName` or, naming the running version it `replaces`, changes its percent,
     * from tomorrow (00:00 UTC). A create while one runs is 409 `profit_sharing_exists`: never a silent change.
     */
    async put(
      userId: string,
      donorId: string,
      recipientName: string,
      percent: string,
      replaces?: string,
    ): Promise<ProfitSharing> {
      const ppm = percentToPpm(percent);
      if (ppm === null) throw fieldError("percent", "invalid_input", "Not a percent");
      if (ppm <= 0) throw fieldError("percent", "min_threshold", "A split needs a percent above 0");
      if (ppm > 1_000_000) throw fieldError("percent", "max_threshold", "At most 100 %");
      const day = today();
      const next = addUtcDays(day, 1);
      const at = clock.now();
      // The answer is read inside the transaction, under the donor's lock: once it commits, a parallel change of
      // the same split may replace this version at once (the later write wins), and the caller still gets its own.
      const row = await db.transaction(async (tx) => {
        const repo = profitSharingRepository(tx);
        const recipient = await recipientOf(repo, donorId, recipientName);
        const from = await repo.profitSharesFrom(donorId, next);
        const mine = from.filter((r) => r.recipientMinerId === recipient.id);
        ensureReplaces(mine, recipientName, replaces);
        const others = from.filter((r) => r.recipientMinerId !== recipient.id);
        if (new Set(others.map((r) => r.recipientMinerId)).size >= profitSharingMaxRecipients) {
          throw fieldError("recipient", "max_length", `At most ${profitSharingMaxRecipients} recipients`);
        }
        const othersPpm = others.reduce((sum, r) => sum + r.ppm, 0);
        if (othersPpm + ppm > 1_000_000) {
          throw fieldError("percent", "max_threshold", "The donor's splits would pass 100 %");
        }
        const current = mine.find((r) => r.startDate <= day);
        const scheduled = mine.filter((r) => r.startDate > day);
        // The same percent already in force from tomorrow on: nothing to change.
        let id: string;
        if (current && current.ppm === ppm && current.endDate === null && scheduled.length === 0) {
          id = current.id;
        } else {
          for (const row of scheduled) await repo.removeScheduled(row.id);
          if (current) await repo.end(current.id, day, userId, at);
          id = await repo.insert({
            donorMinerId: donorId,
            recipientMinerId: recipient.id,
            type: "profit_sharing",
            ppm,
            startDate: next,
            createdBy: userId,
            createdAt: at,
          });
        }
        const written = await repo.byId(id);
        if (!written) throw new Error("profit sharing vanished inside its own transaction");
        return written;
      });
      return profitSharingView(row, day);
    },

    /** Ends the split to `recipientName`: it pays through today; a version scheduled for tomorrow is dropped. */
    async end(userId: string, donorId: string, recipientName: string) {
      const day = today();
      const next = addUtcDays(day, 1);
      return db.transaction(async (tx) => {
        const repo = profitSharingRepository(tx);
        const recipient = await recipientOf(repo, donorId, recipientName);
        const mine = (await repo.profitSharesFrom(donorId, next)).filter(
          (r) => r.recipientMinerId === recipient.id,
        );
        if (mine.length === 0) throw ProductError.notFound("No split to that miner");
        let lastDay: string | null = null;
        let canceled = false;
        for (const row of mine) {
          if (row.startDate > day) {
            await repo.removeScheduled(row.id);
            canceled = true;
          } else {
            await repo.end(row.id, day, userId, clock.now());
            lastDay = day;
          }
        }
        return { last_day: lastDay, canceled_scheduled: canceled };
      });
    },
  };
}
