import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../components/ui/toast";
import { paths } from "../config/paths";
import { destinationOf, logout } from "../features/auth";
import type { SessionState } from "../features/session/api/check-session";
import { useIdentityClient } from "./use-identity-client";

/** Sign-out from the user menu (SPEC section 4): logout flow or soft logout, reset, then `return_to` or login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const client = useIdentityClient();
  return useCallback(
    async (returnTo?: string | null) => {
      const session = queryClient.getQueryData<SessionState>(["session"]);
      try {
        await logout({
          client,
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
    [client, navigate, queryClient],
  );
}
