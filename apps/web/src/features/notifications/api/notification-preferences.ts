import type { NotificationPreferences, NotificationPreferencesBody } from "@pithead/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type Answer = { data: NotificationPreferences };

const pathOf = (identityId: string) => `identity/${encodeURIComponent(identityId)}/notifications/preferences`;

/** `GET identity/{id}/notifications/preferences`: every event's choice per channel, per account, the channels. */
export function notificationPreferencesQueryOptions(identityId: string) {
  return queryOptions({
    queryKey: ["notification-preferences", identityId],
    queryFn: () => api<Answer>(pathOf(identityId)).then((answer) => answer.data),
  });
}

/** `PUT identity/{id}/notifications/preferences`: replaces every choice; answers the new state. */
export function saveNotificationPreferences(
  identityId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return api<Answer>(pathOf(identityId), { method: "PUT", body }).then((answer) => answer.data);
}

/** Saves and puts the server's answer in the cache (the form starts again from it). */
export function useSaveNotificationPreferences(identityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) => saveNotificationPreferences(identityId, body),
    meta: { silent: true },
    onSuccess: (state) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions(identityId).queryKey, state),
  });
}
