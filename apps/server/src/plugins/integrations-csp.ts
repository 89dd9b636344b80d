import type { ChatVendor, IntegrationsConfig } from "../integrations-config";

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

/**
 * What each chat widget reaches once its loader runs, by directive.
 * - Intercom: its CSP guide, "Using Intercom with Content Security Policy"
 *   (https://www.intercom.com/help/en/articles/3894-using-intercom-with-content-security-policy), US, EU and
 *   Australian hosting. Its `child-src` list is `frameSrc` here; its `form-action` entries and the nonce it asks
 *   for some Messenger scripts under a strict policy are not covered (the app's policy uses allowlisting).
 * - Dashly and Carrot Quest publish no CSP guide: their loader (`api.min.js` from `cdn.dashly.app` /
 *   `cdn.carrotquest.app`, developers.dashly.io/libs/js, developers.carrotquest.io/libs/js) talks to the
 *   vendor's own domains (the current `.app` ones and the older `.io` ones), so each directive it needs gets
 *   those domains' subdomains (https and wss for connections).
 */
export const chatWidgetSources: Record<ChatVendor, Partial<CspSources>> = {
  intercom: {
    scriptSrc: ["https://app.intercom.io", "https://widget.intercom.io", "https://js.intercomcdn.com"],
    connectSrc: [
      "https://via.intercom.io",
      "https://api.intercom.io",
      "https://api.au.intercom.io",
      "https://api.eu.intercom.io",
      "https://api-iam.intercom.io",
      "https://api-iam.eu.intercom.io",
      "https://api-iam.au.intercom.io",
      "https://api-ping.intercom.io",
      "https://*.intercom-messenger.com",
      "wss://*.intercom-messenger.com",
      "https://nexus-websocket-a.intercom.io",
      "wss://nexus-websocket-a.intercom.io",
      "https://nexus-websocket-b.intercom.io",
      "wss://nexus-websocket-b.intercom.io",
      "https://nexus-europe-websocket.intercom.io",
      "wss://nexus-europe-websocket.intercom.io",
      "https://nexus-australia-websocket.intercom.io",
      "wss://nexus-australia-websocket.intercom.io",
      "https://uploads.intercomcdn.com",
      "https://uploads.intercomcdn.eu",
      "https://uploads.au.intercomcdn.com",
      "https://uploads.eu.intercomcdn.com",
      "https://uploads.intercomusercontent.com",
    ],
    frameSrc: [
      "https://intercom-sheets.com",
      "https://www.intercom-reporting.com",
      "https://www.youtube.com",
      "https://player.vimeo.com",
      "https://fast.wistia.net",
    ],
    fontSrc: ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
    mediaSrc: ["https://js.intercomcdn.com"],
    imgSrc: [
      "https://js.intercomcdn.com",
      "https://static.intercomassets.com",
      "https://downloads.intercomcdn.com",
      "https://uploads.intercomusercontent.com",
      "https://gifs.intercomcdn.com",
      "https://video-messages.intercomcdn.com",
      "https://messenger-apps.intercom.io",
      "https://*.intercom-attachments-5.com",
      "https://*.intercom-attachments-6.com",
      "https://*.intercom-attachments-9.com",
    ],
  },
  dashly: vendorDomains(["dashly.app", "dashly.io"]),
  carrot_quest: vendorDomains(["carrotquest.app", "carrotquest.io"]),
};

function vendorDomains(domains: string[]): Partial<CspSources> {
  const https = domains.map((d) => `https://*.${d}`);
  return {
    scriptSrc: https,
    connectSrc: [...https, ...domains.map((d) => `wss://*.${d}`)],
    imgSrc: https,
    fontSrc: https,
    frameSrc: https,
    mediaSrc: https,
  };
}

/** Amplitude's default endpoint (the SDK's `serverUrl` when AMPLITUDE_SERVER_URL is unset). */
export const amplitudeDefaultOrigin = "https://api2.amplitude.com";

/**
 * What each configured integration needs the SPA to reach; nothing for what is not configured, so with no
 * integration the policy stays the app's own plus the price service.
 * - Sentry: its DSN's origin (events are posted there).
 * - Amplitude: its endpoint's origin.
 * - Chat widgets: their loader script's origin, plus the vendor's own origins (`chatWidgetSources`).
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
  for (const [vendor, chat] of Object.entries(config.chat) as [ChatVendor, { scriptUrl: string } | null][]) {
    if (!chat) continue;
    sources.scriptSrc.push(originOf(chat.scriptUrl));
    for (const key of Object.keys(chatWidgetSources[vendor]) as (keyof CspSources)[])
      sources[key].push(...(chatWidgetSources[vendor][key] ?? []));
  }
  for (const key of Object.keys(sources) as (keyof CspSources)[]) sources[key] = [...new Set(sources[key])];
  return sources;
}
