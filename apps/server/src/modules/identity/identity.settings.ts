import type { Config } from "../../config";

/** Where the identity service lives and how long its things last (Kratos configuration, fixed here). */
export type IdentitySettings = {
  publicUrl: string;
  /** `<PUBLIC_URL>/identity`: the base of every flow action and of the script and logout URLs. */
  baseUrl: string;
  secureCookies: boolean;
  flowLifespanMs: number;
  sessionLifespanMs: number;
  /** A session authenticated within this window may change settings (privileged session). */
  privilegedSessionMs: number;
  /** The SPA pages of each flow and the default place to land after one. */
  ui: {
    login: string;
    registration: string;
    recovery: string;
    verification: string;
    settings: string;
    error: string;
  };
  defaultReturnTo: string;
};

export function identitySettings(config: Pick<Config, "publicUrl">): IdentitySettings {
  const publicUrl = config.publicUrl;
  return {
    publicUrl,
    baseUrl: `${publicUrl}/identity`,
    secureCookies: publicUrl.startsWith("https://"),
    flowLifespanMs: 60 * 60 * 1000,
    sessionLifespanMs: 30 * 24 * 60 * 60 * 1000,
    privilegedSessionMs: 60 * 60 * 1000,
    ui: {
      login: `${publicUrl}/auth/login`,
      registration: `${publicUrl}/auth/registration`,
      recovery: `${publicUrl}/auth/recovery`,
      verification: `${publicUrl}/auth/verification`,
      settings: `${publicUrl}/settings`,
      error: `${publicUrl}/auth/error`,
    },
    defaultReturnTo: `${publicUrl}/`,
  };
}
