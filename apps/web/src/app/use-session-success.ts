import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type Activity, markActivity, pathAfterSession, type SubmitResult } from "../features/auth";

/**
 * After a sign-in or sign-up: the session and identity queries are refetched, the activity is flagged for the
 * report, and the user goes on (verification step, `return_to`, or main).
 */
export function useSessionSuccess(activity: Activity) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    async (result: SubmitResult) => {
      if (result.type !== "session") return;
      markActivity(activity);
      await queryClient.invalidateQueries({ queryKey: ["session"] });
      queryClient.removeQueries({ queryKey: ["identity"] });
      navigate(pathAfterSession(result.continueWith, search.get("return_to"), window.location.origin), {
        replace: true,
      });
    },
    [activity, navigate, queryClient, search],
  );
}
