import { FORECAST_DAYS, type NotificationEvent, type Wallet, type WalletAddress } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { accessDenied, type Reader, readAccess } from "../accounts/read-access";
import { ensureMinerWrite, ensureOperatorWrite } from "../accounts/write-access";
import { accountKey, minerAccount, operatorAccount } from "../ledger/ledger-accounts";
import { notificationFacts } from "../notifications/notification-facts";
import type { NotificationPayload } from "../notifications/notification-payload";
import { notify, notifyAll } from "../notifications/notify";
import { operatorMembers } from "../notifications/operator-members.repository";
import { bitcoinAddresses } from "./bitcoin-address-loader";
import {
  forecastFigures,
  type WalletAddressRow,
  type WalletOwner,
  type WalletWithPool,
  walletsRepository,
} from "./wallets.repository";

/** A new payout address pays only from 24 h after it was set (SPEC: a wallet change pauses payouts for a day). */
export const ADDRESS_PAUSE_MS = 24 * 3600_000;
/** No limit may exceed all the bitcoin there will ever be (21e6 BTC in satoshis). */
const MAX_SATS = 2_100_000_000_000_000n;

const invalidAddress = () =>
  new ProductError("validation_failed", 400, "invalid crypto address for BTC on mainnet", [
    { name: "address", text: "invalid_crypto_address" },
  ]);
const amountError = (text: "min_threshold" | "max_threshold", message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "amount", text }]);

export function addressView(row: WalletAddressRow, current: boolean): WalletAddress {
  return {
    id: row.id,
    address: row.address,
    network: "mainnet",
    created_at: row.createdAt.toISOString(),
    paused_until: row.pausedUntil.toISOString(),
    current,
  };
}

/** The ledger account a wallet pays out from. */
export function walletAccount(wallet: Pick<WalletWithPool, "owner" | "poolId">) {
  return wallet.owner.type === "miner"
    ? minerAccount(wallet.poolId, wallet.owner.id)
    : operatorAccount(wallet.poolId, wallet.owner.id);
}

/**
 * Wallets (one BTC wallet per miner and per Control Hub operator, made on first read with the pool's default
 * minimum), their addresses and payment limits. Reads need the owner's `payments` section; writes the role
 * table's `payout_address` (owners only) or `payout_limits`: on a miner or its operator (write-access.ts), on an
 * operator itself for an operator's wallet. An unknown wallet id is refused like a foreign one (403), so ids do
 * not leak.
 */
export function walletsService(db: Db, clock: Clock) {
  const repo = walletsRepository(db);
  const access = readAccess(minerAccessRepository(db));

  const ensureRead = (reader: Reader, owner: WalletOwner) =>
    owner.type === "miner"
      ? access.ensureMiners(reader, [owner.id], "payments")
      : access.ensureAccount(reader, "operator", owner.id, "payments");
  async function readable(reader: Reader, walletId: string): Promise<WalletWithPool> {
    const wallet = await repo.byId(walletId);
    if (!wallet) throw accessDenied();
    await ensureRead(reader, wallet.owner);
    return wallet;
  }
  async function writable(
    userId: string,
    walletId: string,
    capability: "payout_address" | "payout_limits",
  ): Promise<WalletWithPool> {
    const wallet = await repo.byId(walletId);
    if (!wallet) throw accessDenied();
    if (wallet.owner.type === "miner") await ensureMinerWrite(db, userId, wallet.owner.id, capability);
    else await ensureOperatorWrite(db, userId, wallet.owner.id, capability);
    return wallet;
  }
  /** Announces a wallet change: a miner's to its members, an operator's to the operator's members. */
  async function announce(
    tx: Db,
    at: Date,
    wallet: WalletWithPool,
    key: string,
    payload: NotificationPayload,
  ) {
    if (wallet.owner.type === "miner") return notify(tx, at, { key, minerId: wallet.owner.id, payload });
    const members = await operatorMembers(tx, wallet.owner.id, payload.event as NotificationEvent);
    return notifyAll(
      tx,
      at,
      members.map((userId) => ({ key, userId, payload })),
    );
  }

  return {
    async walletOf(reader: Reader, owner: WalletOwner): Promise<Wallet> {
      await ensureRead(reader, owner);
      let wallet = await repo.byOwner(owner);
      if (!wallet) {
        const pool = await repo.poolOf(owner);
        if (!pool) throw accessDenied();
        const min =
          pool.defaultMinPayment > pool.minPaymentFloor ? pool.defaultMinPayment : pool.minPaymentFloor;
        await repo.create(owner, min, clock.now());
        wallet = await repo.byOwner(owner);
        if (!wallet) throw new Error(`wallet of ${owner.type} ${owner.id} vanished`);
      }
      const now = clock.now();
      const current = await repo.current(wallet.id);
      const paused = current && current.pausedUntil > now ? current.pausedUntil.toISOString() : null;
      const since = new Date(now.getTime() - FORECAST_DAYS * 86_400_000);
      const figures = await forecastFigures(db, accountKey(walletAccount(wallet)), wallet.poolId, since);
      const credited = figures.credited > 0n ? figures.credited : 0n;
      return {
        id: wallet.id,
        owner_type: wallet.owner.type,
        miner_id: wallet.owner.type === "miner" ? wallet.owner.id : null,
        operator_id: wallet.owner.type === "operator" ? wallet.owner.id : null,
        currency: "BTC",
        address: current ? addressView(current, true) : null,
        payouts_paused_until: paused,
        min_payment: Number(wallet.minPayment),
        max_payment: Number(wallet.maxPayment),
        min_payment_floor: Number(wallet.minPaymentFloor),
        min_payment_ceiling: Number(wallet.minPaymentCeiling),
        balance: Number(figures.balance),
        daily_average: Number(credited / BigInt(FORECAST_DAYS)),
        payout_time_utc: figures.payoutTimeUtc,
      };
    },

    async addresses(reader: Reader, walletId: string): Promise<WalletAddress[]> {
      await readable(reader, walletId);
      return (await repo.addresses(walletId)).map((row, i) => addressView(row, i === 0));
    },

    /**
     * Sets a new current address, paused for 24 h. The current address again changes nothing (no new pause):
     * `created` false. Each new address is strictly newer than the last, so "newest" is never a tie.
     */
    async addAddress(userId: string, walletId: string, input: string) {
      const wallet = await writable(userId, walletId, "payout_address");
      const parsed = (await bitcoinAddresses()).parseMainnetAddress(input);
      if (!parsed) throw invalidAddress();
      return db.transaction(async (tx) => {
        const txRepo = walletsRepository(tx as unknown as Db);
        await txRepo.lock(walletId);
        const current = await txRepo.current(walletId);
        if (current?.address === parsed.address)
          return { created: false, address: addressView(current, true) };
        const nowMs = Math.max(clock.now().getTime(), (current?.createdAt.getTime() ?? 0) + 1);
        const row = await txRepo.insertAddress({
          walletId,
          address: parsed.address,
          network: "mainnet",
          createdBy: userId,
          createdAt: new Date(nowMs),
          pausedUntil: new Date(nowMs + ADDRESS_PAUSE_MS),
        });
        const facts = notificationFacts(tx as unknown as Db);
        await announce(tx as unknown as Db, row.createdAt, wallet, `miner-wallet-address-changed:${row.id}`, {
          event: "miner-wallet-address-changed",
          account_name: wallet.ownerName,
          address: row.address,
          previous_address: current?.address ?? null,
          changed_by: await facts.email(userId),
          at: row.createdAt.toISOString(),
          paused_until: row.pausedUntil.toISOString(),
        });
        return { created: true, address: addressView(row, true) };
      });
    },

    async limit(reader: Reader, walletId: string, which: "min" | "max"): Promise<number> {
      const wallet = await readable(reader, walletId);
      return Number(which === "min" ? wallet.minPayment : wallet.maxPayment);
    },

    /**
     * Minimum: at least the pool's floor, at most the pool's ceiling (so a payout stays reachable), and not above
     * a set maximum. Maximum: 0 disables it; otherwise at least the minimum. Both refuse more than 21e6 BTC.
     * Checked and written under the wallet's row lock.
     */
    async setLimit(userId: string, walletId: string, which: "min" | "max", amount: number): Promise<number> {
      await writable(userId, walletId, "payout_limits");
      const value = BigInt(amount);
      if (value > MAX_SATS) throw amountError("max_threshold", "The amount is above 21,000,000 BTC");
      return db.transaction(async (tx) => {
        const txRepo = walletsRepository(tx as unknown as Db);
        await txRepo.lock(walletId);
        const wallet = await txRepo.byId(walletId);
        if (!wallet) throw accessDenied();
        if (which === "min") {
          if (value < wallet.minPaymentFloor)
            throw amountError(
              "min_threshold",
              `The minimum payment is at least ${wallet.minPaymentFloor} sat`,
            );
          if (value > wallet.minPaymentCeiling)
            throw amountError(
              "max_threshold",
              `The minimum payment is at most ${wallet.minPaymentCeiling} sat`,
            );
          if (wallet.maxPayment > 0n && value > wallet.maxPayment)
            throw amountError("max_threshold", "The minimum payment is above the maximum payment");
        } else if (value > 0n && value < wallet.minPayment) {
          throw amountError("min_threshold", "The maximum payment is below the minimum payment");
        }
        const previous = which === "min" ? wallet.minPayment : wallet.maxPayment;
        if (previous === value) return amount;
        const now = clock.now();
        await txRepo.setLimit(walletId, which, value, now);
        const facts = notificationFacts(tx as unknown as Db);
        // The key names this change: a limit set back and forth is a new change each time.
        const key = `miner-wallet-minpay-changed:${walletId}:${which}:${now.toISOString()}:${value}`;
        await announce(tx as unknown as Db, now, wallet, key, {
          event: "miner-wallet-minpay-changed",
          account_name: wallet.ownerName,
          limit: which,
          amount_sat: Number(value),
          previous_sat: Number(previous),
          changed_by: await facts.email(userId),
          at: now.toISOString(),
          prices: await facts.prices(now),
        });
        return amount;
      });
    },
  };
}
