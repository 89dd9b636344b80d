import type { Integrations } from "@pithead/contract";
import type { QueryClient } from "@tanstack/react-query";
import { identityQueryOptions } from "../../features/accounts/api/get-identity";
import { accountName } from "../../features/accounts/utils/account-name";
import { chooseActiveAccount, readSavedAccountId } from "../../features/accounts/utils/active-account";
import { errorReportsOff, errorReportsReady } from "../../lib/telemetry/report-error";
import { inAnalyticsShare, touchAnalyticsSession } from "../../lib/telemetry/session-share";
import type { TelemetryUser, UserSource } from "../../lib/telemetry/user-source";

/** The signed-in user from the cached identity (never fetched from here): id, active account's name, e-mail. */
export function identityUsers(queryClient: QueryClient): UserSource {
  return {
    current(): TelemetryUser | null {
      const identity = queryClient.getQueryData(identityQueryOptions.queryKey);
      if (!identity) return null;
      const account = chooseActiveAccount(identity.permissions, readSavedAccountId());
      const name = account ? accountName(account, "Platform") : identity.user.email;
      return { id: identity.user.id, name, email: identity.user.email };
    },
    subscribe: (listener) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.query.queryKey[0] === identityQueryOptions.queryKey[0])
          listener();
      }),
  };
}

/** Each SDK starts at most once per page (a remount, or StrictMode's second effect, must not start it again). */
let errorReports: Promise<void> | null = null;
let analytics: Promise<void> | null = null;

/**
 * The lazy half of `use-telemetry.ts`: starts error reports (when a DSN is configured) and product analytics
 * (when an API key is configured and this session is in the analytics share), each SDK a chunk of its own.
 * `onErrorReportsUp` runs once the SDK's own error handlers are installed. The SDKs stay for the page's life.
 */
export function startTelemetry(
  integrations: Integrations,
  queryClient: QueryClient,
  onErrorReportsUp: () => void,
): void {
  const users = identityUsers(queryClient);
  const { sentry, amplitude } = integrations;
  if (sentry && !errorReports) {
    errorReports = import("../../lib/telemetry/error-reports")
      .then((m) => errorReportsReady(m.startErrorReports(sentry, users)))
      .catch((error: unknown) => {
        errorReportsOff();
        console.warn("Error reports could not start", error);
      })
      .finally(onErrorReportsUp);
  }
  if (amplitude && !analytics && inAnalyticsShare()) {
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") touchAnalyticsSession();
    });
    analytics = import("../../lib/telemetry/analytics")
      .then((m) => m.startAnalytics(amplitude, users))
      .then(() => undefined)
      .catch((error: unknown) => console.warn("Analytics could not start", error));
  }
}
