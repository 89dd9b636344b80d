import { randomInt } from "node:crypto";
import {
  type AppliedPromocode,
  type ApplyPromocodeInput,
  type FieldError,
  type Promocode,
  type PromocodeInput,
  type PromocodesQuery,
  promocodeFeeMaxPercent,
  roleMay,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { percentToPpm, ppmToPercent } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import type { PermissionsRepository } from "../accounts/permissions.repository";
import { accessDenied } from "../accounts/read-access";
import type { ApplyLimit } from "./apply-limit";
import { applyPromocode } from "./promocode-apply";
import type { PromocodeRow, PromocodesRepository, PromocodeValues } from "./promocodes.repository";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const readable = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const group = () => Array.from({ length: 4 }, () => readable[randomInt(readable.length)]).join("");
/** A readable code such as `PH-7KQ4-M2XD`: 31^8 (about 8.5e11) of them, so a taken one is rare. */
export const readableCode = () => `PH-${group()}-${group()}`;
/** Parts per million in one percent (`fee_value` is kept as ppm). */
const ppmPerPercent = 10_000;
/** At most this many e-mails are named in the message of `promocode_users_not_found`. */
const listedEmails = 50;

const alreadyExists = (code: string) =>
  new ProductError("promocode_already_exists", 409, `The promo code ${code} exists already`);

/** A promo code as answered; `used`: its applications (`promocode_applications` rows). */
export function toPromocode(row: PromocodeRow, used = 0): Promocode {
  return {
    id: row.id,
    code: row.code,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
    status: row.status as Promocode["status"],
    type: row.type as Promocode["type"],
    fee_type: row.feeType as Promocode["fee_type"],
    fee_value: ppmToPercent(row.feeValue),
    usage_limit: row.usageLimit,
    user_usage_limit: row.userUsageLimit,
    allowed_users: row.allowedUsers,
    user_restriction: row.userRestriction,
    description: row.description,
    duration_days: row.durationDays,
    perpetual: row.perpetual,
    used,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A promo code body as stored, or the field errors: `fee_value` a percent 0..100 (exact ppm), `effective_to` not
 * before `effective_from`, exactly one of `duration_days` and `perpetual`; allowed e-mails lower-case, once each.
 */
export function validPromocode(body: PromocodeInput): Omit<PromocodeValues, "updatedAt"> {
  const fields: FieldError[] = [];
  const ppm = percentToPpm(body.fee_value);
  if (ppm === null) fields.push({ name: "fee_value", text: "invalid_input" });
  else if (ppm > promocodeFeeMaxPercent * ppmPerPercent)
    fields.push({ name: "fee_value", text: "max_threshold" });
  const effectiveTo = body.effective_to ?? null;
  if (effectiveTo !== null && effectiveTo < body.effective_from) {
    fields.push({ name: "effective_to", text: "min_threshold" });
  }
  const durationDays = body.duration_days ?? null;
  if (durationDays !== null && body.perpetual) fields.push({ name: "duration_days", text: "invalid_input" });
  if (durationDays === null && !body.perpetual) fields.push({ name: "duration_days", text: "required" });
  if (fields.length > 0 || ppm === null) {
    throw new ProductError("validation_failed", 400, "Request validation failed", fields);
  }
  return {
    code: body.code,
    effectiveFrom: body.effective_from,
    effectiveTo,
    status: body.status,
    type: body.type,
    feeType: body.fee_type,
    feeValue: ppm,
    usageLimit: body.usage_limit ?? null,
    userUsageLimit: body.user_usage_limit ?? null,
    allowedUsers: [...new Set(body.allowed_users.map((e) => e.toLowerCase()))],
    userRestriction: body.user_restriction,
    description: body.description,
    durationDays,
    perpetual: body.perpetual,
  };
}

type Deps = {
  repo: PromocodesRepository;
  clock: Clock;
  db: Db;
  permissions: Pick<PermissionsRepository, "findForAccount">;
  /** The limit of failed applies per user and client address (`apply-limit.ts`). */
  limit: ApplyLimit;
};

/**
 * The platform's promo codes: list, read, create, change, and a free readable code; and applying one to a miner
 * its owner or admin (`manage_settings` on the miner itself) chooses.
 */
export function promocodesService(deps: Deps) {
  const { repo, clock } = deps;
  const withUsed = async (row: PromocodeRow) =>
    toPromocode(row, (await repo.usedCounts([row.id])).get(row.id) ?? 0);

  /** 400 `promocode_users_not_found` naming the allowed e-mails no user has. */
  async function checkUsers(emails: readonly string[]): Promise<void> {
    const known = await repo.knownEmails(emails);
    const missing = emails.filter((e) => !known.has(e));
    if (missing.length === 0) return;
    const named = missing.slice(0, listedEmails).join(", ");
    const more = missing.length > listedEmails ? ` and ${missing.length - listedEmails} more` : "";
    throw new ProductError("promocode_users_not_found", 400, `No user has these e-mails: ${named}${more}`, [
      { name: "allowed_users", text: "invalid_input" },
    ]);
  }

  async function found(id: string): Promise<PromocodeRow> {
    const row = await repo.byId(id);
    if (!row) throw ProductError.notFound("No such promo code");
    return row;
  }

  return {
    async list(query: PromocodesQuery) {
      const search = query.search ? query.search.toUpperCase() : undefined;
      const { rows, total } = await repo.list(
        { status: query.status, type: query.type, search },
        query.page,
        query.per_page,
      );
      const used = await repo.usedCounts(rows.map((r) => r.id));
      const data = rows.map((r) => toPromocode(r, used.get(r.id) ?? 0));
      return { data, total, page: query.page, per_page: query.per_page };
    },
    async get(id: string): Promise<Promocode> {
      return withUsed(await found(id));
    },
    async create(userId: string, body: PromocodeInput): Promise<Promocode> {
      const values = validPromocode(body);
      if (await repo.codeTaken(values.code)) throw alreadyExists(values.code);
      await checkUsers(values.allowedUsers ?? []);
      const now = clock.now();
      const row = await repo.insert({ ...values, updatedAt: now, createdBy: userId, createdAt: now });
      if (!row) throw alreadyExists(values.code);
      return toPromocode(row);
    },
    async update(id: string, body: PromocodeInput): Promise<Promocode> {
      await found(id);
      const values = validPromocode(body);
      if (await repo.codeTaken(values.code, id)) throw alreadyExists(values.code);
      await checkUsers(values.allowedUsers ?? []);
      const row = await repo.update(id, { ...values, updatedAt: clock.now() });
      if (row === undefined) throw ProductError.notFound("No such promo code");
      if (row === null) throw alreadyExists(values.code);
      return withUsed(row);
    },
    /**
     * `POST promocodes/apply`: 403 unless the user's own role on the miner may `manage_settings`; then 429 when
     * the user or the client `address` has no failed apply left this hour. A refusal (4xx) counts as a failure,
     * a success or an unexpected error does not.
     */
    async apply(
      user: { id: string; email: string },
      body: ApplyPromocodeInput,
      address: string,
    ): Promise<AppliedPromocode> {
      const held = await deps.permissions.findForAccount(user.id, "miner", body.miner_id);
      if (!held || !roleMay(held.role, "manage_settings")) throw accessDenied();
      const reservation = await deps.limit.reserve(user.id, address);
      let applied: AppliedPromocode;
      try {
        applied = await applyPromocode(deps.db, clock, { code: body.code, minerId: body.miner_id, user });
      } catch (err) {
        if (!(err instanceof ProductError)) await deps.limit.release(reservation);
        throw err;
      }
      await deps.limit.release(reservation);
      return applied;
    },
    /** A readable code no promo code has now (not reserved: the POST that stores it may still find it taken). */
    async generate(): Promise<{ code: string }> {
      for (let i = 0; i < 20; i++) {
        const code = readableCode();
        if (!(await repo.codeTaken(code))) return { code };
      }
      throw new ProductError("invalid_state", 409, "No free promo code found; try again");
    },
  };
}
