import type { Session } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../config/paths";
import { sessionQueryOptions } from "../../features/session/api/check-session";
// The store only, not the feature's index: that would pull the dialog and the identity SDK into the main bundle.
import { requestSecondFactor } from "../../features/two-factor/store";
import { sessionRedirect } from "../guards/session-redirect";
import { redirectIf } from "./redirect-if";

/**
 * Step 3, the session check (required): anonymous -> login or registration; a session that still needs its
 * second factor (`session_aal2_required`) opens the two-factor dialog and checks again; declined -> the aal2
 * sign-in step, coming back here afterwards.
 */
export async function ensureSession(
  queryClient: QueryClient,
  config: PoolConfig,
  url: URL,
): Promise<Session> {
  const options = sessionQueryOptions(config);
  let state = await queryClient.ensureQueryData(options);
  if (state.status === "aal2_required") {
    try {
      await requestSecondFactor();
    } catch {
      redirectIf(paths.auth.login.getHref(new URLSearchParams({ aal: "aal2", return_to: url.href })));
    }
    state = await queryClient.fetchQuery({ ...options, staleTime: 0 });
  }
  redirectIf(sessionRedirect(url, state.status === "authenticated" ? "authenticated" : "anonymous"));
  if (state.status !== "authenticated") throw new Error("unreachable: no session");
  return state.session;
}
