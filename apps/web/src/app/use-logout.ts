import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../components/ui/toast";
import { paths } from "../config/paths";
import type { SessionState } from "../features/session/api/check-session";

/**
 * Sign-out from the user menu (SPEC section 4): logout flow or soft logout, reset, then `return_to` or login.
 * The identity SDK and the logout steps load when used: they are not part of a signed-in page's first JavaScript.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (returnTo?: string | null) => {
      const session = queryClient.getQueryData<SessionState>(["session"]);
      try {
        const [{ identityClientFrom }, { logout }, { destinationOf }] = await Promise.all([
          import("./use-identity-client"),
          import("../features/auth/api/logout"),
          import("../features/auth/utils/spa-target"),
        ]);
        await logout({
          client: identityClientFrom(queryClient),
          hasSession: session?.status === "authenticated",
          reset: () => {
            queryClient.removeQueries({ queryKey: ["session"] });
            queryClient.removeQueries({ queryKey: ["identity"] });
            toast.clear();
          },
          returnTo,
          fallback: paths.auth.login.getHref(),
          navigate: (to) => {
            const destination = destinationOf(to, window.location.origin);
            if (destination.internal) navigate(destination.to, { replace: true });
            else window.location.replace(destination.to);
          },
        });
      } catch {
        toast.showGenericError();
      }
    },
    [navigate, queryClient],
  );
}
