import type { TelegramChat } from "@pithead/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";

type Answer = { data: TelegramChat };

const pathOf = (identityId: string) => `identity/${encodeURIComponent(identityId)}/telegram/chats/current`;

/** `GET identity/{id}/telegram/chats/current`: the linked chat, or null (404) when none is linked. */
export function telegramChatQueryOptions(identityId: string) {
  return queryOptions({
    queryKey: ["telegram-chat", identityId],
    queryFn: () =>
      api<Answer>(pathOf(identityId)).then(
        (answer): TelegramChat | null => answer.data,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        },
      ),
  });
}

/** `DELETE identity/{id}/telegram/chats/current`: unlinks the chat (no more Telegram messages). */
export function useUnlinkTelegramChat(identityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<undefined>(pathOf(identityId), { method: "DELETE" }),
    meta: { silent: true },
    onSuccess: () => queryClient.setQueryData(telegramChatQueryOptions(identityId).queryKey, null),
  });
}
