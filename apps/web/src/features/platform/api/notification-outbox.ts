import type { PlatformOutbox } from "@pithead/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const base = "platform/notifications/outbox";

/** The rows one look at the delivery queue shows (the server allows up to 200). */
export const OUTBOX_LIMIT = 100;

/** The list's filter: rows failed for good, rows waiting for another attempt, or both. */
export const outboxFilters = ["failed", "retrying"] as const;
export type OutboxFilter = (typeof outboxFilters)[number];

/** `GET platform/notifications/outbox?status&limit`: the queue's counts and its rows in trouble, newest first. */
export function getNotificationOutbox(status: OutboxFilter | undefined): Promise<PlatformOutbox> {
  return api<{ data: PlatformOutbox }>(base, {
    query: { status: status ?? "all", limit: OUTBOX_LIMIT },
  }).then((answer) => answer.data);
}

export function useNotificationOutbox(status: OutboxFilter | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ["platform", "notification-outbox", status ?? "all"],
      queryFn: () => getNotificationOutbox(status),
      // Delivery goes on while the page is open: the counts and rows follow it (only while the section is shown).
      refetchInterval: 30_000,
      // Another filter keeps the counts and rows on screen until its answer arrives.
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}

/** `POST .../{id}/retry` → 204: a failed row is due again with a fresh round of attempts (404 when not failed). */
export function retryNotification(id: number): Promise<void> {
  return api<undefined>(`${base}/${id}/retry`, { method: "POST" });
}

/** A retry; the list and counts load again after it, done or not (a 404 means the row changed meanwhile). */
export function useRetryNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryNotification(id),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["platform", "notification-outbox"] }),
  });
}
