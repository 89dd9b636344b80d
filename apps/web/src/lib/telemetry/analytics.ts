import { createInstance, Identify, type Types } from "@amplitude/analytics-browser";
import type { Integrations } from "@pithead/contract";
import { maskDeep } from "@pithead/contract/observability/mask";
import { SESSION_TIMEOUT_MS } from "./session-share";
import type { UserSource } from "./user-source";

/**
 * Product analytics with Amplitude (SPEC sections 7 and 9). Loaded lazily (`start-telemetry.ts` imports this
 * module with `import()`) and only for the sessions in the analytics share (`session-share.ts`).
 */

export const SITE_VISIT_EVENT = "User Site Visit";

type AnalyticsClient = Pick<Types.BrowserClient, "init" | "add" | "track" | "identify" | "setUserId">;

/** `app` when the app runs installed (display-mode standalone, or iOS's home-screen flag), else `web`. */
export function platformOf(win: Window = window): "app" | "web" {
  const standalone =
    win.matchMedia?.("(display-mode: standalone)").matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? "app" : "web";
}

/**
 * The SDK's options: page views, sessions, local storage, the 30-minute idle timeout. Nothing else is
 * captured, and nothing goes to Amplitude's other hosts (remote configuration, diagnostics).
 */
export function analyticsOptions(serverUrl: string | null): Types.BrowserOptions {
  return {
    ...(serverUrl ? { serverUrl } : {}),
    identityStorage: "localStorage",
    sessionTimeout: SESSION_TIMEOUT_MS,
    trackingOptions: { ipAddress: false, language: true, platform: true },
    autocapture: {
      pageViews: { trackHistoryChanges: "pathOnly" },
      sessions: true,
      attribution: false,
      fileDownloads: false,
      formInteractions: false,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
    },
    remoteConfig: { fetchRemoteConfig: false },
    fetchRemoteConfig: false,
    enableDiagnostics: false,
  };
}

/**
 * Sets the `platform` attribute of every event and masks what the page view carries (a watcher link's token,
 * a secret in a query string, an e-mail address): the user's own name and e-mail go only through `identify`.
 */
export function pitheadEnrichment(platform: "app" | "web"): Types.EnrichmentPlugin {
  return {
    name: "pithead-enrichment",
    type: "enrichment",
    execute: async (event) => ({
      ...event,
      platform,
      ...(event.event_properties ? { event_properties: maskDeep(event.event_properties) } : {}),
    }),
  };
}

/** Starts the SDK: identify when signed in (name and e-mail), then "User Site Visit" once for this page. */
export async function startAnalytics(
  config: NonNullable<Integrations["amplitude"]>,
  users: UserSource,
  client: AnalyticsClient = createInstance(),
): Promise<() => void> {
  let identifiedAs: string | null = null;
  const identifyUser = () => {
    const user = users.current();
    if (!user || user.id === identifiedAs) return;
    identifiedAs = user.id;
    client.setUserId(user.id);
    client.identify(new Identify().set("name", user.name).set("email", user.email));
  };
  // Added before `init`: the SDK registers it first, so the page view sent during `init` has it too.
  const added = client.add(pitheadEnrichment(platformOf())).promise;
  await client.init(config.api_key, users.current()?.id, analyticsOptions(config.server_url)).promise;
  await added;
  identifyUser();
  client.track(SITE_VISIT_EVENT);
  return users.subscribe(identifyUser);
}
