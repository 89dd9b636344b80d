import { z } from "zod";

/**
 * The third parties of SPEC sections 7-9 (issue 17), each on when its variables are set and costing nothing
 * when not: error reports (Sentry), product analytics (Amplitude), three chat widgets, and the server's
 * Prometheus metrics. Parsed with the rest of the environment (`config.ts`).
 */

const httpUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${example}` })
    .max(2048, "must be at most 2048 characters");

const appId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, "must be 1 to 128 characters of A-Z, a-z, 0-9, _ and -");
const secret = z
  .string()
  .min(16, "must be at least 16 characters")
  .max(512, "must be at most 512 characters");

export const integrationsEnvSchema = z.object({
  SENTRY_DSN: httpUrl("https://<key>@o0.ingest.sentry.io/<project>").optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be 1 to 64 characters of A-Z, a-z, 0-9, _, . and -")
    .optional(),
  AMPLITUDE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, "must be 8 to 64 letters and digits")
    .optional(),
  AMPLITUDE_SERVER_URL: httpUrl("https://api2.amplitude.com/2/httpapi").optional(),
  INTERCOM_APP_ID: appId.optional(),
  INTERCOM_SECRET: secret.optional(),
  INTERCOM_SCRIPT_URL: httpUrl("https://widget.intercom.io/widget/<app id>").optional(),
  DASHLY_APP_ID: appId.optional(),
  DASHLY_SECRET: secret.optional(),
  DASHLY_SCRIPT_URL: httpUrl("https://cdn.dashly.app/api.min.js").optional(),
  CARROT_QUEST_APP_ID: appId.optional(),
  CARROT_QUEST_SECRET: secret.optional(),
  CARROT_QUEST_SCRIPT_URL: httpUrl("https://cdn.carrotquest.app/api.min.js").optional(),
  METRICS_TOKEN: z
    .string()
    .min(24, "must be at least 24 characters")
    .max(512, "must be at most 512 characters")
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: "must be an integer between 1 and 65535" })
    .int("must be an integer between 1 and 65535")
    .min(1, "must be an integer between 1 and 65535")
    .max(65535, "must be an integer between 1 and 65535")
    .optional(),
});

/** Never echoed in a ConfigError. */
export const integrationSecretVars = [
  "INTERCOM_SECRET",
  "DASHLY_SECRET",
  "CARROT_QUEST_SECRET",
  "METRICS_TOKEN",
  "SENTRY_DSN",
];

export const chatVendors = ["intercom", "dashly", "carrot_quest"] as const;
export type ChatVendor = (typeof chatVendors)[number];

export interface ChatVendorConfig {
  appId: string;
  /** The identity-verification secret: the user hash is HMAC-SHA256(user id) with it (server only). */
  secret: string;
  /** The vendor's loader script (its default; a test points it at a local stub). */
  scriptUrl: string;
}

export interface IntegrationsConfig {
  /** SENTRY_DSN: error reports from the SPA and the server; null: none. */
  sentry: { dsn: string; environment: string } | null;
  /** AMPLITUDE_API_KEY (and AMPLITUDE_SERVER_URL, else the SDK's default endpoint); null: no analytics. */
  amplitude: { apiKey: string; serverUrl: string | undefined } | null;
  /** Each chat widget needs its app id and its identity-verification secret together. */
  chat: Record<ChatVendor, ChatVendorConfig | null>;
  /** `/metrics`: on METRICS_PORT (a second listener) when set, else on the public port behind METRICS_TOKEN. */
  metrics: { token: string | undefined; port: number | undefined };
}

type IntegrationsEnv = z.output<typeof integrationsEnvSchema>;

const defaultScripts: Record<ChatVendor, (appId: string) => string> = {
  intercom: (id) => `https://widget.intercom.io/widget/${id}`,
  dashly: () => "https://cdn.dashly.app/api.min.js",
  carrot_quest: () => "https://cdn.carrotquest.app/api.min.js",
};

const chatVars: Record<ChatVendor, [string, string, string]> = {
  intercom: ["INTERCOM_APP_ID", "INTERCOM_SECRET", "INTERCOM_SCRIPT_URL"],
  dashly: ["DASHLY_APP_ID", "DASHLY_SECRET", "DASHLY_SCRIPT_URL"],
  carrot_quest: ["CARROT_QUEST_APP_ID", "CARROT_QUEST_SECRET", "CARROT_QUEST_SCRIPT_URL"],
};

/**
 * The integrations of the parsed environment; a message for a half-configured chat widget (an app id without
 * its secret, or the reverse), which the caller raises as a ConfigError.
 */
export function integrationsConfig(
  e: IntegrationsEnv,
  nodeEnv: string,
): { config: IntegrationsConfig } | { error: string } {
  const chat = {} as Record<ChatVendor, ChatVendorConfig | null>;
  for (const vendor of chatVendors) {
    const [idVar, secretVar, scriptVar] = chatVars[vendor];
    const id = e[idVar as keyof IntegrationsEnv] as string | undefined;
    const key = e[secretVar as keyof IntegrationsEnv] as string | undefined;
    const script = e[scriptVar as keyof IntegrationsEnv] as string | undefined;
    if ((id === undefined) !== (key === undefined)) {
      return {
        error: `Missing ${id === undefined ? idVar : secretVar}: a chat widget needs ${idVar} and ${secretVar} together`,
      };
    }
    chat[vendor] =
      id && key ? { appId: id, secret: key, scriptUrl: script ?? defaultScripts[vendor](id) } : null;
  }
  return {
    config: {
      sentry: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? nodeEnv } : null,
      amplitude: e.AMPLITUDE_API_KEY
        ? { apiKey: e.AMPLITUDE_API_KEY, serverUrl: e.AMPLITUDE_SERVER_URL }
        : null,
      chat,
      metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    },
  };
}

/** What the SPA is told (`pools/current` `settings.integrations`): never a secret. */
export function publicIntegrations(config: IntegrationsConfig) {
  const chat = (vendor: ChatVendor) => {
    const c = config.chat[vendor];
    return c ? { app_id: c.appId, script_url: c.scriptUrl } : null;
  };
  return {
    sentry: config.sentry ? { dsn: config.sentry.dsn, environment: config.sentry.environment } : null,
    amplitude: config.amplitude
      ? { api_key: config.amplitude.apiKey, server_url: config.amplitude.serverUrl ?? null }
      : null,
    chat: { intercom: chat("intercom"), dashly: chat("dashly"), carrot_quest: chat("carrot_quest") },
  };
}
