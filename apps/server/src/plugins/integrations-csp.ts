import type { IntegrationsConfig } from "../integrations-config";

/** Extra Content-Security-Policy sources, by directive, for the third parties that are configured. */
export type CspSources = {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  fontSrc: string[];
  frameSrc: string[];
  mediaSrc: string[];
};

const originOf = (url: string) => new URL(url).origin;

/** Amplitude's default endpoint (the SDK's `serverUrl` when AMPLITUDE_SERVER_URL is unset). */
export const amplitudeDefaultOrigin = "https://api2.amplitude.com";

/**
 * What each configured integration needs the SPA to reach; nothing for what is not configured, so with no
 * integration the policy stays the app's own plus the price service.
 * - Sentry: its DSN's origin (events are posted there).
 * - Amplitude: its endpoint's origin.
 * - Chat widgets: their loader script's origin (the vendors' further origins: `chatWidgetSources`).
 */
export function integrationCspSources(config: IntegrationsConfig): CspSources {
  const sources: CspSources = {
    scriptSrc: [],
    connectSrc: [],
    imgSrc: [],
    fontSrc: [],
    frameSrc: [],
    mediaSrc: [],
  };
  if (config.sentry) sources.connectSrc.push(originOf(config.sentry.dsn));
  if (config.amplitude) {
    sources.connectSrc.push(
      config.amplitude.serverUrl ? originOf(config.amplitude.serverUrl) : amplitudeDefaultOrigin,
    );
  }
  for (const chat of Object.values(config.chat)) {
    if (chat) sources.scriptSrc.push(originOf(chat.scriptUrl));
  }
  for (const key of Object.keys(sources) as (keyof CspSources)[]) sources[key] = [...new Set(sources[key])];
  return sources;
}
