import { randomBytes } from "node:crypto";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { type DatabaseLimits, databaseLimits } from "./db/limits";
import {
  type IntegrationsConfig,
  integrationSecretVars,
  integrationsConfig,
  integrationsEnvSchema,
} from "./integrations-config";
import { fromServerRoot } from "./lib/server-root";
import { parseTrustProxy, type TrustProxy, trustProxyHint } from "./lib/trust-proxy";
import {
  defaultPayoutFeeLevels,
  type PayoutFeeLevels,
  parsePayoutFeeLevels,
  payoutFeeLevelsHint,
} from "./modules/payouts/fee-levels";

export type Env = Record<string, string | undefined>;

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const flag = z.enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
  error: "must be one of 1, 0, true, false, yes, no, on, off",
});

/** An integer setting between `min` and `max`, with the range in its error. */
const boundedInt = (min: number, max: number) => {
  const hint = `must be an integer between ${min} and ${max}`;
  return z.coerce.number({ error: hint }).int(hint).min(min, hint).max(max, hint);
};

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be an integer between 1 and 65535" })
    .int("must be an integer between 1 and 65535")
    .min(1, "must be an integer between 1 and 65535")
    .max(65535, "must be an integer between 1 and 65535")
    .default(8080),
  HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://pool.example.com" })
    .refine((v) => !v.endsWith("/"), "must not end with a slash")
    .optional(),
  DATA_DIR: z.string().min(1, "must not be empty").default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  EMBEDDED_DB_PORT: z.coerce
    .number({ error: "must be an integer between 1024 and 65535" })
    .int("must be an integer between 1024 and 65535")
    .min(1024, "must be an integer between 1024 and 65535")
    .max(65535, "must be an integer between 1024 and 65535")
    .optional(),
  DEMO: flag.optional(),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be an integer between 1 and 32" })
    .int("must be an integer between 1 and 32")
    .min(1, "must be an integer between 1 and 32")
    .max(32, "must be an integer between 1 and 32")
    .default(1),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  WEB_DIST: z.string().min(1, "must not be empty").optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]/,
      "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587",
    )
    .optional(),
  MAIL_FROM: z.string().min(1, "must not be empty").default("Pithead <no-reply@pithead.test>"),
  IDENTITY_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://kratos.example.com" })
    .refine((v) => !v.endsWith("/"), "must not end with a slash")
    .optional(),
  INGEST_TOKEN: z
    .string()
    .min(24, "must be at least 24 characters")
    .max(512, "must be at most 512 characters")
    .optional(),
  REWARD_RATE_SOURCE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL of a JSON document" })
    .optional(),
  RATES_UPSTREAM_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an http(s) URL such as https://api.coingecko.com/api/v3/simple/price",
    })
    .default("https://api.coingecko.com/api/v3/simple/price"),
  RATES_CACHE_SECONDS: z.coerce
    .number({ error: "must be an integer between 1 and 86400" })
    .int("must be an integer between 1 and 86400")
    .min(1, "must be an integer between 1 and 86400")
    .max(86400, "must be an integer between 1 and 86400")
    .default(300),
  RATES_FALLBACK: z
    .string()
    .regex(
      /^[A-Z]{6,12}=\d+(\.\d+)?(,[A-Z]{6,12}=\d+(\.\d+)?)*$/,
      "must be SYMBOL=price pairs separated by commas, such as BTCUSDT=95000,BTCRUB=7600000",
    )
    .default("BTCUSDT=95000,BTCRUB=7600000"),
  RATES_REFRESH_MS: z.coerce
    .number({ error: "must be an integer of at least 10000" })
    .int("must be an integer of at least 10000")
    .min(10000, "must be an integer of at least 10000")
    .default(300000),
  RATES_PROVIDER_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an http(s) URL such as https://api.coingecko.com/api/v3/simple/price",
    })
    .default("https://api.coingecko.com/api/v3/simple/price"),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "must be an integer between 10 and 1000000" })
    .int("must be an integer between 10 and 1000000")
    .min(10, "must be an integer between 10 and 1000000")
    .max(1_000_000, "must be an integer between 10 and 1000000")
    .default(600),
  DB_POOL_MAX: boundedInt(1, 200).default(databaseLimits.poolMax),
  DB_POOL_WAIT_MS: boundedInt(100, 60_000).default(databaseLimits.poolWaitMs),
  DB_STATEMENT_TIMEOUT_MS: boundedInt(1_000, 3_600_000).default(databaseLimits.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: boundedInt(100, 600_000).default(databaseLimits.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: boundedInt(1_000, 3_600_000).default(
    databaseLimits.idleInTransactionTimeoutMs,
  ),
  TRUST_PROXY: z
    .string()
    .refine((v) => parseTrustProxy(v) !== null, trustProxyHint)
    .optional(),
  PAYOUT_FEE_LEVELS: z
    .string()
    .refine((v) => parsePayoutFeeLevels(v) !== null, payoutFeeLevelsHint)
    .default("LOW=2,MEDIUM=6,HIGH=15"),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .max(128, "must be at most 128 characters")
    .regex(
      /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/,
      "must be a bot token from @BotFather such as 123456:ABC-DEF1234ghIkl",
    )
    .optional(),
  TELEGRAM_API_ROOT: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.telegram.org" })
    .refine((v) => !v.endsWith("/"), "must not end with a slash")
    .default("https://api.telegram.org"),
  TELEGRAM_WEBHOOK_URL: z
    .url({
      protocol: /^https$/,
      error: "must be an https URL such as https://pool.example.com/api/telegram/webhook",
    })
    .max(2048, "must be at most 2048 characters")
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, "must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -")
    .optional(),
  ...integrationsEnvSchema.shape,
});

/** Secrets: a refused value is never echoed in the ConfigError message. */
const secretVars = new Set([
  "INGEST_TOKEN",
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_WEBHOOK_SECRET",
  ...integrationSecretVars,
]);

/** The Telegram bot of the notifications' Telegram channel (`modules/telegram`). */
export interface TelegramConfig {
  /** TELEGRAM_BOT_TOKEN, from @BotFather. */
  botToken: string;
  /** The Bot API endpoint (TELEGRAM_API_ROOT, default https://api.telegram.org; tests: a local fake). */
  apiRoot: string;
  /** Set: Telegram posts updates to this public URL (TELEGRAM_WEBHOOK_URL); unset: the server long-polls. */
  webhookUrl: string | undefined;
  /** The `X-Telegram-Bot-Api-Secret-Token` every webhook request must carry (set when `webhookUrl` is). */
  webhookSecret: string | undefined;
  /** True when `webhookSecret` was generated at start (one process only: name it for several). */
  webhookSecretGenerated: boolean;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute directory of the embedded database and other local state. */
  dataDir: string;
  /** Set: that PostgreSQL; unset: an embedded PostgreSQL from npm with its data in `<dataDir>/postgres`. */
  databaseUrl: string | undefined;
  /** The embedded PostgreSQL's port on 127.0.0.1 (EMBEDDED_DB_PORT); unset: a free one at each start. */
  embeddedDbPort: number | undefined;
  demo: boolean;
  /** Server processes sharing the port (WEB_CONCURRENCY, 1-32, default 1); above 1 a node:cluster primary forks them. */
  webConcurrency: number;
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  logLevel: (typeof logLevels)[number];
  /** Absolute directory of the built SPA (apps/web/dist by default). */
  webDist: string;
  /** Set: mail goes out over SMTP (nodemailer); unset: mail lands in the dev mailbox table. */
  smtpUrl: string | undefined;
  /** The From header of every mail the server sends. */
  mailFrom: string;
  /** Set: the product asks this Ory Kratos (`/sessions/whoami`) for sessions; unset: the built-in module. */
  identityUrl: string | undefined;
  /** The bearer token of `POST /api/ingest/v1/shares`: INGEST_TOKEN, or (outside production) a random one. */
  ingestToken: string;
  /** Requests per minute per client address before 429 `rate_limited` (RATE_LIMIT_PER_MINUTE, default 600). */
  rateLimitPerMinute: number;
  /** The bounds of every database wait (db/limits.ts; DB_POOL_MAX, DB_POOL_WAIT_MS, DB_*_TIMEOUT_MS). */
  database: DatabaseLimits;
  /** True when `ingestToken` was generated at start (server.ts logs it once). */
  ingestTokenGenerated: boolean;
  /** The JSON endpoint of the `network-difficulty` reward rate source (difficulty, subsidy, fees); unset: off. */
  rewardRateSourceUrl: string | undefined;
  /** The server's exchange rates (`/api/v3/ticker/price`) and what the SPA polls (`pools/current`). */
  rates: {
    /** Where the server fetches BTC prices: CoinGecko's simple price, or a Binance-shaped `.../ticker/price`. */
    upstreamUrl: string;
    /** How long a fetched price is served (and at most how often one is recorded). */
    cacheSeconds: number;
    /** The last resort when the upstream fails and no price was ever stored: symbol -> decimal price. */
    fallback: ReadonlyMap<string, string>;
    /** The SPA's polling interval. */
    refreshMs: number;
    /** The price service the SPA polls first (CoinGecko's simple price shape); the CSP allows its origin. */
    providerUrl: string;
  };
  /** Proxies whose `X-Forwarded-For` gives the client address (TRUST_PROXY; default off: the socket's). */
  trustProxy: TrustProxy;
  /** Sat/vB of the payout fee levels LOW, MEDIUM, HIGH (PAYOUT_FEE_LEVELS, default LOW=2,MEDIUM=6,HIGH=15). */
  payoutFeeLevels: PayoutFeeLevels;
  /** The Telegram bot (TELEGRAM_BOT_TOKEN and friends); null: no Telegram channel on this server. */
  telegram: TelegramConfig | null;
  /** Error reports, analytics, chat widgets and metrics (`integrations-config.ts`); each off when unset. */
  integrations: IntegrationsConfig;
}

export class ConfigError extends Error {}

const defaultWebDist = fromServerRoot("../web/dist");

/**
 * Reads the environment into a validated Config; throws ConfigError with a one-line message.
 * Relative paths resolve against INIT_CWD (where `npm` was invoked, i.e. the repository root for
 * `npm start`), else the working directory.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    // A secret's value is never echoed.
    const value = secretVars.has(name) ? undefined : env[name];
    throw new ConfigError(`Invalid ${name}${value === undefined ? "" : ` "${value}"`}: ${issue?.message}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const isProduction = e.NODE_ENV === "production";
  const demoAsked = e.DEMO === undefined ? undefined : ["1", "true", "yes", "on"].includes(e.DEMO);
  // Production never seeds demo data. An explicit DEMO=1 there is a contradiction: refuse to start
  // rather than silently ignore it, so the operator notices the mistake at once.
  if (isProduction && demoAsked) {
    throw new ConfigError(`Invalid DEMO "${env.DEMO}": demo data is never seeded when NODE_ENV=production`);
  }
  const demo = demoAsked ?? (!isProduction && e.DATABASE_URL === undefined);
  // The stratum servers' ingest token: production must name it; elsewhere a random one is made per start.
  if (isProduction && e.INGEST_TOKEN === undefined) {
    throw new ConfigError(
      "Missing INGEST_TOKEN: the share ingest token is required when NODE_ENV=production",
    );
  }
  if (e.TELEGRAM_BOT_TOKEN === undefined && (e.TELEGRAM_WEBHOOK_URL || e.TELEGRAM_WEBHOOK_SECRET)) {
    throw new ConfigError(
      `Missing TELEGRAM_BOT_TOKEN: ${e.TELEGRAM_WEBHOOK_URL ? "TELEGRAM_WEBHOOK_URL" : "TELEGRAM_WEBHOOK_SECRET"} needs the bot's token`,
    );
  }
  // WEB_CONCURRENCY > 1 gives each process its own metrics port: METRICS_PORT, METRICS_PORT + 1, ...
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT + e.WEB_CONCURRENCY - 1 > 65535) {
    throw new ConfigError(
      `Invalid WEB_CONCURRENCY "${env.WEB_CONCURRENCY}": its processes' metrics ports (METRICS_PORT=${e.METRICS_PORT} and up) would pass 65535`,
    );
  }
  const integrations = integrationsConfig(e, e.NODE_ENV);
  if ("error" in integrations) throw new ConfigError(integrations.error);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${urlHost(e.HOST)}:${e.PORT}`,
    dataDir: abs(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    demo,
    webConcurrency: e.WEB_CONCURRENCY,
    nodeEnv: e.NODE_ENV,
    isProduction,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? abs(e.WEB_DIST) : defaultWebDist,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    identityUrl: e.IDENTITY_URL,
    ingestToken: e.INGEST_TOKEN ?? randomBytes(32).toString("base64url"),
    ingestTokenGenerated: e.INGEST_TOKEN === undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    database: {
      poolMax: e.DB_POOL_MAX,
      poolWaitMs: e.DB_POOL_WAIT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    payoutFeeLevels: parsePayoutFeeLevels(e.PAYOUT_FEE_LEVELS) ?? defaultPayoutFeeLevels,
    rewardRateSourceUrl: e.REWARD_RATE_SOURCE_URL,
    telegram: telegramConfig(e),
    integrations: integrations.config,
    rates: {
      upstreamUrl: e.RATES_UPSTREAM_URL,
      cacheSeconds: e.RATES_CACHE_SECONDS,
      fallback: new Map(e.RATES_FALLBACK.split(",").map((pair) => pair.split("=") as [string, string])),
      refreshMs: e.RATES_REFRESH_MS,
      providerUrl: e.RATES_PROVIDER_URL,
    },
  };
}

function telegramConfig(e: z.output<typeof envSchema>): TelegramConfig | null {
  if (e.TELEGRAM_BOT_TOKEN === undefined) return null;
  const webhookUrl = e.TELEGRAM_WEBHOOK_URL;
  const generate = webhookUrl !== undefined && e.TELEGRAM_WEBHOOK_SECRET === undefined;
  return {
    botToken: e.TELEGRAM_BOT_TOKEN,
    apiRoot: e.TELEGRAM_API_ROOT,
    webhookUrl,
    webhookSecret: generate ? randomBytes(32).toString("base64url") : e.TELEGRAM_WEBHOOK_SECRET,
    webhookSecretGenerated: generate,
  };
}

/** A wildcard listen address is not a URL a browser can use: default the public URL to loopback. */
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

function emptyAsUnset(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}
