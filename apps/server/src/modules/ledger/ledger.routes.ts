import { errorBodySchema, ledgerCheckSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkLedger } from "../../jobs/ledger-check";
import { ledgerRepository } from "./ledger.repository";

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** `platform/ledger/check`: the ledger check job's latest result (run now when it never ran). */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/platform/ledger/check",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("read_financial"),
      schema: {
        tags: ["platform"],
        summary:
          "The latest ledger check: the sum of all postings (0 when sound) and any account out of step",
        response: { 200: ledgerCheckSchema, ...errors },
      },
    },
    async () => {
      const repo = ledgerRepository(app.db);
      let row = await repo.latestCheck();
      if (!row) {
        await checkLedger(app.db, app.clock);
        row = await repo.latestCheck();
      }
      if (!row) return { data: null };
      return {
        data: {
          checked_at: row.checkedAt.toISOString(),
          ok: row.ok,
          postings_sum: Number(row.postingsSum),
          unbalanced_entries: row.unbalancedEntries,
          mismatched_accounts: row.mismatchedAccounts as { key: string; balance: string; postings: string }[],
        },
      };
    },
  );
};
export default ledgerRoutes;
