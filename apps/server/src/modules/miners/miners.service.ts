import {
  type AccountNameProblem,
  accountNameMaxLength,
  accountNameMinLength,
  accountNameProblem,
  type FieldErrorText,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import type { Caller } from "../users/users.service";
import type { MinersRepository } from "./miners.repository";

const nameError = (text: FieldErrorText, message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "account_name", text }]);

/** The server's words for each problem of the account-name rule (the contract's `accountNameProblem`). */
const accountNameMessages: Record<AccountNameProblem, string> = {
  required: "Account name is required",
  account_name_length: `Account name length must be between ${accountNameMinLength} and ${accountNameMaxLength} letters`,
  match_invalid: "Account name must consist only of lowercase Latin letters and digits",
};

/** The `/auth/name` step's rules: 3 to 32 lowercase Latin letters and digits. */
export function checkAccountName(name: string): void {
  const problem = accountNameProblem(name);
  if (problem) throw nameError(problem, accountNameMessages[problem]);
}

/** Miner accounts: the name step and removal requests. No Fastify, no SQL here. */
export function minersService(deps: { repo: MinersRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** A user without a miner of their own picks its name and becomes its owner. */
    async create({ user }: Caller, accountName: string): Promise<{ id: string; account_name: string }> {
      checkAccountName(accountName);
      return repo.transaction(async (tx) => {
        await tx.lockUser(user.id);
        if (await tx.userOwnsMiner(user.id)) {
          throw nameError("user_already_has_miner", "User already has a miner account");
        }
        const taken = () => nameError("account_name_taken", "Account name is already taken");
        if (await tx.nameTaken(accountName)) throw taken();
        const poolId = await tx.currentPoolId();
        if (!poolId) throw ProductError.notFound("No current pool is configured");
        const miner = await tx.createOwned({ userId: user.id, poolId, accountName });
        if (!miner) throw taken();
        return { id: miner.id, account_name: miner.accountName };
      });
    },

    /**
     * The owner asks to delete the miner account: the request is recorded once, and its `delete-miner`
     * notification (what happens next, to every owner and admin) is written in the same transaction.
     * The pool completes it after settling the balance.
     */
    async requestDeletion({ user }: Caller, minerId: string): Promise<{ status: "requested" }> {
      const miner = await repo.findActive(minerId);
      if (!miner) throw ProductError.notFound("No such miner account");
      await repo.transaction(async (tx) => {
        if (!(await tx.recordDeletionRequest(miner.id, user.id))) return;
        await tx.notifyDeletionRequested({
          minerId: miner.id,
          accountName: miner.accountName,
          email: user.email,
          at: clock.now(),
        });
      });
      return { status: "requested" };
    },
  };
}
