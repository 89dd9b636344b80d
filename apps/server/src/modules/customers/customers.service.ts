import {
  type CreateCustomerBody,
  type CreatedAccount,
  type CreatePoolMinerBody,
  type Language,
  type RoleCapability,
  roleMay,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { percentToPpm } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { utcDayOf } from "../../lib/utc-day";
import { accessDenied } from "../accounts/read-access";
import type { feesService } from "../fees/fees.service";
import type { InvitesRepository } from "../invites/invites.repository";
import type { invitesService } from "../invites/invites.service";
import type { MinersRepository } from "../miners/miners.repository";
import { checkAccountName } from "../miners/miners.service";
import { bitcoinAddresses } from "../wallets/bitcoin-address-loader";
import type { walletsService } from "../wallets/wallets.service";
import type { AccountRow, CustomersRepository } from "./customers.repository";

/** The signed-in caller as this service needs them, and the address the request came from (audit). */
export type Actor = { id: string; email: string; language: string; address: string | null };

/** What a transaction needs beside this module's repository: the services reused inside it. */
export type TxServices = {
  miners: Pick<MinersRepository, "nameTaken">;
  invites: InvitesRepository;
  fees: Pick<ReturnType<typeof feesService>, "createOperatorFee">;
  wallets: Pick<ReturnType<typeof walletsService>, "walletOf" | "addAddress">;
};

type Deps = {
  repo: CustomersRepository;
  clock: Clock;
  invites: Pick<ReturnType<typeof invitesService>, "issue">;
  servicesOf(tx: Db): TxServices;
  /** The caller's role on an account (its own permission), for capability checks beyond the route's guard. */
  roleOn(userId: string, type: "operator" | "miner", accountId: string): Promise<string | undefined>;
};

const fieldError = (name: string, text: string, message: string) =>
  new ProductError("validation_failed", 400, message, [{ name, text }]);
const taken = () => fieldError("account_name", "account_name_taken", "Account name is already taken");
const languageOf = (language: string): Language => (language === "ru" || language === "cn" ? language : "en");

/** One new miner account: who owns it now, who is invited, and what is set on it. */
type Plan = {
  poolId: string;
  operatorId: string | null;
  accountName: string;
  title?: string;
  owners: string[];
  inviteEmails: string[];
  operatorTitle?: string;
  audit: { type: "operator" | "pool" | "miner"; accountId: string; action: string };
  feePpm?: { percent: string };
  walletAddress?: string;
};

/**
 * Control Hub customers and sub-accounts, and miner accounts made by pool staff: a new miner account with its
 * owners (the caller, the parent's owners) or an owner invitation, an optional operator fee and payout address,
 * and an access-audit line, all in one transaction. No Fastify, no SQL here.
 */
export function customersService(deps: Deps) {
  const { repo, clock } = deps;

  async function ensureCapability(
    actor: Actor,
    type: "operator" | "miner",
    id: string,
    capability: RoleCapability,
  ) {
    const role = await deps.roleOn(actor.id, type, id);
    if (!role || !roleMay(role, capability)) throw accessDenied();
  }

  async function create(actor: Actor, plan: Plan): Promise<CreatedAccount> {
    return repo.transaction(async (tx, db) => {
      const services = deps.servicesOf(db);
      if (await services.miners.nameTaken(plan.accountName)) throw taken();
      const miner = await tx.insertMiner({
        poolId: plan.poolId,
        operatorId: plan.operatorId,
        accountName: plan.accountName,
        title: plan.title ?? plan.accountName,
      });
      if (!miner) throw taken();
      for (const userId of plan.owners) await tx.grantOwner(userId, miner.id);
      const now = clock.now();
      if (plan.feePpm && plan.operatorId) {
        const day = utcDayOf(now);
        await services.fees.createOperatorFee(actor.id, plan.operatorId, miner.id, {
          percent: plan.feePpm.percent,
          start_date: day,
          end_date: null,
          comment: "Set when the account was created",
        });
      }
      if (plan.walletAddress) {
        const wallet = await services.wallets.walletOf(
          { userId: actor.id, watcher: null },
          { type: "miner", id: miner.id },
        );
        await services.wallets.addAddress(actor.id, wallet.id, plan.walletAddress);
      }
      await tx.audit({
        ...plan.audit,
        actorUserId: actor.id,
        actorEmail: actor.email,
        address: actor.address,
        targetEmail: plan.inviteEmails.join(", ").slice(0, 1000) || null,
        roleAfter: "owner",
        at: now,
      });
      const invited: CreatedAccount["invites"] = [];
      for (const email of plan.inviteEmails) {
        const invite = await deps.invites.issue(
          {
            email,
            type: "miner",
            accountId: miner.id,
            accountName: miner.accountName,
            role: "owner",
            operatorTitle: plan.operatorTitle,
          },
          { id: actor.id, email: actor.email, language: languageOf(actor.language) },
          services.invites,
        );
        invited.push({ email: invite.email, expires_at: invite.expiresAt.toISOString() });
      }
      return view(miner, plan.owners.length, invited);
    });
  }

  /** Checks the optional fee and address before anything is written (field errors under their fields). */
  async function extras(body: { fee_percent?: string; wallet_address?: string }) {
    let feePpm: Plan["feePpm"];
    if (body.fee_percent !== undefined) {
      const ppm = percentToPpm(body.fee_percent);
      if (ppm === null) throw fieldError("fee_percent", "invalid_input", "The fee is not a percent");
      if (ppm > 1_000_000) throw fieldError("fee_percent", "max_threshold", "The fee is above 100 %");
      feePpm = { percent: body.fee_percent };
    }
    let walletAddress: string | undefined;
    if (body.wallet_address) {
      const parsed = (await bitcoinAddresses()).parseMainnetAddress(body.wallet_address);
      if (!parsed) {
        throw fieldError(
          "wallet_address",
          "invalid_crypto_address",
          "invalid crypto address for BTC on mainnet",
        );
      }
      walletAddress = parsed.address;
    }
    return { feePpm, walletAddress };
  }

  return {
    /**
     * `POST operators/{id}/miners`: a new customer invited by e-mail, a sub-account of a customer (its owners
     * own it too), or the operator's own account (the caller owns it). The route checked `manage_settings`.
     */
    async createForOperator(actor: Actor, operatorId: string, body: CreateCustomerBody) {
      checkAccountName(body.account_name);
      if (body.email && body.parent_miner_id) {
        throw fieldError("email", "invalid_input", "A sub-account is owned by its customer's owners");
      }
      const operator = await repo.operator(operatorId);
      if (!operator) throw ProductError.notFound("No such operator");
      const { feePpm, walletAddress } = await extras(body);
      if (walletAddress) await ensureCapability(actor, "operator", operatorId, "payout_address");
      const base = {
        poolId: operator.poolId,
        operatorId,
        accountName: body.account_name,
        title: body.title,
        operatorTitle: operator.operatorName,
        feePpm,
        walletAddress,
      };
      if (body.parent_miner_id) {
        const parent = await repo.miner(body.parent_miner_id);
        if (!parent || parent.operatorId !== operatorId) {
          throw ProductError.notFound("The parent account is not a customer of this operator");
        }
        const { owners, inviteEmails } = await ownersOfParent(parent);
        return create(actor, {
          ...base,
          owners,
          inviteEmails,
          audit: { type: "operator", accountId: operatorId, action: "sub_account_created" },
        });
      }
      return create(actor, {
        ...base,
        owners: body.email ? [] : [actor.id],
        inviteEmails: body.email ? [body.email.toLowerCase()] : [],
        audit: { type: "operator", accountId: operatorId, action: "customer_created" },
      });
    },

    /** `POST pools/{id}/miners`: a miner account of the pool, invited by e-mail or owned by the caller. */
    async createForPool(actor: Actor, poolId: string, body: CreatePoolMinerBody) {
      checkAccountName(body.account_name);
      if (!(await repo.pool(poolId))) throw ProductError.notFound("No such pool");
      return create(actor, {
        poolId,
        operatorId: null,
        accountName: body.account_name,
        title: body.title,
        owners: body.email ? [] : [actor.id],
        inviteEmails: body.email ? [body.email.toLowerCase()] : [],
        audit: { type: "pool", accountId: poolId, action: "miner_created" },
      });
    },

    /**
     * `POST miners` with `parent_miner_id`: another account of the parent's owners, in the parent's pool and
     * under its operator (a customer's own extra account). Needs `manage_settings` on the parent itself.
     */
    async createSubOfMiner(actor: Actor, parentId: string, accountName: string) {
      checkAccountName(accountName);
      await ensureCapability(actor, "miner", parentId, "manage_settings");
      const parent = await repo.miner(parentId);
      if (!parent) throw accessDenied();
      const { owners, inviteEmails } = await ownersOfParent(parent);
      return create(actor, {
        poolId: parent.poolId,
        operatorId: parent.operatorId,
        accountName,
        owners,
        inviteEmails,
        audit: { type: "miner", accountId: parent.id, action: "sub_account_created" },
      });
    },

    /** Whether a well-formed name is free (the name rules answer field errors first). */
    async lookup(accountName: string, nameTaken: (name: string) => Promise<boolean>) {
      checkAccountName(accountName);
      return { account_name: accountName, available: !(await nameTaken(accountName)) };
    },

    async feeVisibility(operatorId: string, minerId: string) {
      const miner = await customerOf(operatorId, minerId);
      return { miner_id: miner.id, total_fee_hide: miner.totalFeeHide };
    },

    /** The operator hides (or shows) its fee from the customer's own users; audited. */
    async setFeeVisibility(actor: Actor, operatorId: string, minerId: string, hide: boolean) {
      await customerOf(operatorId, minerId);
      await repo.transaction(async (tx) => {
        await tx.setFeeHide(minerId, hide);
        await tx.audit({
          type: "operator",
          accountId: operatorId,
          actorUserId: actor.id,
          actorEmail: actor.email,
          address: actor.address,
          action: hide ? "customer_fee_hidden" : "customer_fee_shown",
          targetEmail: null,
          roleAfter: null,
          at: clock.now(),
        });
      });
      return { miner_id: minerId, total_fee_hide: hide };
    },
  };

  async function customerOf(operatorId: string, minerId: string): Promise<AccountRow> {
    const miner = await repo.miner(minerId);
    if (!miner || miner.operatorId !== operatorId) {
      throw ProductError.notFound("The miner is not a customer of this operator");
    }
    return miner;
  }

  /** The parent's owners, and the e-mails still invited as its owner (they are invited to the new one too). */
  async function ownersOfParent(parent: AccountRow) {
    const owners = await repo.ownersOf(parent.id);
    const inviteEmails = await repo.pendingOwnerEmails(parent.id, clock.now());
    return { owners, inviteEmails };
  }
}
export type CustomersService = ReturnType<typeof customersService>;

function view(miner: AccountRow, owners: number, invites: CreatedAccount["invites"]): CreatedAccount {
  return {
    id: miner.id,
    account_name: miner.accountName,
    title: miner.title,
    pool_id: miner.poolId,
    operator_id: miner.operatorId,
    owners,
    invites,
  };
}
