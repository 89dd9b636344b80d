import type { ErrorBody } from "@pithead/contract";
import Fastify, { type FastifyBaseLogger, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { writeClientError } from "./lib/client-error";
import { createLogger } from "./logger";
import accessRoutes from "./modules/access/access.routes";
import accountsViewsRoutes from "./modules/accounts-views/accounts-views.routes";
import customersRoutes from "./modules/customers/customers.routes";
import errorReports from "./modules/error-reports/error-reports.plugin";
import { genReqId } from "./modules/error-reports/request-id";
import feesRoutes from "./modules/fees/fees.routes";
import healthRoutes from "./modules/health/health.routes";
import { createReadiness, type Readiness } from "./modules/health/readiness";
import devMailboxRoutes from "./modules/identity/courier/dev-mailbox.routes";
import { identityErrorBody } from "./modules/identity/identity.api";
import identityRoutes from "./modules/identity/identity.routes";
import { createIdentityProvider, type IdentityProvider } from "./modules/identity-provider";
import invitesRoutes from "./modules/invites/invites.routes";
import ledgerRoutes from "./modules/ledger/ledger.routes";
import localesRoutes from "./modules/locales/locales.routes";
import metaRoutes from "./modules/meta/meta.routes";
import metrics from "./modules/metrics/metrics.routes";
import minerViewRoutes from "./modules/miners/miner-view.routes";
import minersRoutes from "./modules/miners/miners.routes";
import miningReportRoutes from "./modules/mining-report/mining-report.routes";
import outboxRoutes from "./modules/notifications/outbox.routes";
import preferencesRoutes from "./modules/notifications/preferences.routes";
// A new sign-in device raises `user-login` (the identity service's after-login hook).
import "./modules/notifications/sign-in-notice";
import { fromServerRoot } from "./lib/server-root";
import operatorsRoutes from "./modules/operators/operators.routes";
import paymentsRoutes from "./modules/payments/payments.routes";
import payoutsRoutes from "./modules/payouts/payouts.routes";
import poolUsersRoutes from "./modules/pool-users/pool-users.routes";
import poolsRoutes from "./modules/pools/pools.routes";
import profitSharingRoutes from "./modules/profit-sharing/profit-sharing.routes";
import promocodesRoutes from "./modules/promocodes/promocodes.routes";
import ratesRoutes from "./modules/rates/rates.routes";
import referralsRoutes from "./modules/referrals/referrals.routes";
import rewardsRoutes from "./modules/rewards/rewards.routes";
import telegramRoutes from "./modules/telegram/telegram.routes";
import chartsRoutes from "./modules/telemetry/charts/charts.routes";
import ingestRoutes from "./modules/telemetry/ingest/ingest.routes";
import statsRoutes from "./modules/telemetry/stats/stats.routes";
import workersRoutes from "./modules/telemetry/workers/workers.routes";
import unallocatedRoutes from "./modules/unallocated/unallocated.routes";
import usersRoutes from "./modules/users/users.routes";
import walletsRoutes from "./modules/wallets/wallets.routes";
import watchersRoutes from "./modules/watchers/watchers.routes";
import auth from "./plugins/auth";
import authCache, { type AuthCacheOptions } from "./plugins/auth-cache";
import context from "./plugins/db";
import drain from "./plugins/drain";
import errors from "./plugins/errors";
import inputGuard from "./plugins/input-guard";
import sameOrigin from "./plugins/same-origin";
import security from "./plugins/security";
import swagger from "./plugins/swagger";
import web from "./plugins/web";

const malformedUrl: ErrorBody = { code: "validation_failed", message: "Malformed request URL" };

export const apiPrefix = "/api/backend/v0.1";

/** Translation area files shared with the web app. */
export const defaultLocalesDir = fromServerRoot("../../packages/contract/locales");

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: FastifyBaseLogger;
  localesDir?: string;
  rateLimitMax?: number;
  /** Replaces the identity provider chosen from the config (tests). */
  identityProvider?: IdentityProvider;
  /** The per-process auth cache's settings (tests wait for the change bus before each hit). */
  authCache?: AuthCacheOptions;
  /** Start-up work still running (server.ts); ready when omitted. */
  readiness?: Readiness;
  /** How long close waits for handlers still running (plugins/drain.ts), asked when it begins; 10 s if omitted. */
  drainMs?: () => number;
}

/** The whole server as a Fastify instance; `server.ts` listens, tests call `app.inject`. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(config),
    trustProxy: config.trustProxy,
    // A URL Fastify cannot decode, or a request Node's parser refuses (headers over the limit), still gets
    // the product error body.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      // The identity service answers in Kratos's shape, the rest in the product's.
      if (request.url.startsWith("/identity/")) {
        reply.code(400).send(identityErrorBody(400, "Malformed request URL"));
      } else reply.code(400).send(malformedUrl);
    },
    clientErrorHandler: writeClientError,
    // The client's X-Request-Id when well formed, else a UUID: the logs' reqId, echoed in X-Request-Id.
    genReqId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  // First: every route registered after it is counted, and close waits for their handlers.
  await app.register(drain, opts.drainMs ? { timeoutMs: opts.drainMs } : {});
  await app.register(context, { db: opts.db, clock, config });
  // The notifications' Telegram bot (null without TELEGRAM_BOT_TOKEN); server.ts starts and stops it.
  // grammY loads only when a bot is configured.
  const telegram = config.telegram
    ? (await import("./modules/telegram/telegram-bot")).createTelegramBot({
        db: opts.db,
        clock,
        config,
        log: app.log.child({ component: "telegram" }),
      })
    : null;
  app.decorate("telegram", telegram);
  app.addHook("onClose", async () => telegram?.stop());
  await app.register(errors);
  await app.register(errorReports);
  await app.register(metrics);
  await app.register(inputGuard);
  await app.register(authCache, opts.authCache ?? {});
  await app.register(auth, {
    provider: opts.identityProvider ?? createIdentityProvider(config, opts.db, clock, app.authCache),
  });
  await app.register(security, { rateLimitMax: opts.rateLimitMax ?? config.rateLimitPerMinute });
  await app.register(sameOrigin);
  await app.register(swagger, { version: "0.1", publicUrl: config.publicUrl });

  await app.register(healthRoutes, { readiness: opts.readiness ?? createReadiness() });
  await app.register(metaRoutes);
  await app.register(localesRoutes, { localesDir: opts.localesDir ?? defaultLocalesDir });
  await app.register(poolsRoutes, { prefix: apiPrefix });
  await app.register(usersRoutes, { prefix: apiPrefix });
  await app.register(invitesRoutes, { prefix: apiPrefix });
  await app.register(accessRoutes, { prefix: apiPrefix });
  await app.register(minersRoutes, { prefix: apiPrefix });
  await app.register(minerViewRoutes, { prefix: apiPrefix });
  await app.register(accountsViewsRoutes, { prefix: apiPrefix });
  await app.register(operatorsRoutes, { prefix: apiPrefix });
  await app.register(customersRoutes, { prefix: apiPrefix });
  await app.register(statsRoutes, { prefix: apiPrefix });
  await app.register(workersRoutes, { prefix: apiPrefix });
  await app.register(chartsRoutes, { prefix: apiPrefix });
  await app.register(ingestRoutes);
  await app.register(watchersRoutes, { prefix: apiPrefix });
  await app.register(ledgerRoutes, { prefix: apiPrefix });
  await app.register(rewardsRoutes, { prefix: apiPrefix });
  await app.register(unallocatedRoutes, { prefix: apiPrefix });
  await app.register(feesRoutes, { prefix: apiPrefix });
  await app.register(walletsRoutes, { prefix: apiPrefix });
  await app.register(payoutsRoutes, { prefix: apiPrefix });
  await app.register(paymentsRoutes, { prefix: apiPrefix });
  await app.register(poolUsersRoutes, { prefix: apiPrefix });
  await app.register(promocodesRoutes, { prefix: apiPrefix });
  await app.register(profitSharingRoutes, { prefix: apiPrefix });
  await app.register(referralsRoutes, { prefix: apiPrefix });
  await app.register(preferencesRoutes, { prefix: apiPrefix });
  await app.register(outboxRoutes, { prefix: apiPrefix });
  await app.register(miningReportRoutes, { prefix: apiPrefix });
  await app.register(telegramRoutes, { prefix: apiPrefix });
  await app.register(ratesRoutes);
  // The dev mailbox shows mail kept when SMTP_URL is unset, to loopback clients only; never in production.
  if (!config.isProduction && !config.smtpUrl) await app.register(devMailboxRoutes);
  // With IDENTITY_URL a real Ory Kratos is the identity service: the built-in one stays out of the way.
  if (!config.identityUrl) await app.register(identityRoutes, { prefix: "/identity" });

  await app.register(web, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
