import type { TelegramInvite } from "@pithead/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";

type Answer = { data: TelegramInvite };

const pathOf = (identityId: string) => `identity/${encodeURIComponent(identityId)}/telegram/invites`;

/** `GET identity/{id}/telegram/invites/current`: the pending one-time link, or null (404) when none. */
export function telegramInviteQueryOptions(identityId: string) {
  return queryOptions({
    queryKey: ["telegram-invite", identityId],
    queryFn: () =>
      api<Answer>(`${pathOf(identityId)}/current`).then(
        (answer): TelegramInvite | null => answer.data,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        },
      ),
  });
}

/** `POST identity/{id}/telegram/invites`: a new link (15 minutes; older ones stop working); cached as current. */
export function useCreateTelegramInvite(identityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>(pathOf(identityId), { method: "POST" }).then((answer) => answer.data),
    meta: { silent: true },
    onSuccess: (invite) => queryClient.setQueryData(telegramInviteQueryOptions(identityId).queryKey, invite),
  });
}
