import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET workers/random-name` (no credentials): a worker name suggestion for the connection example. */
export function getRandomWorkerName(): Promise<string> {
  return api<{ data: { name: string } }>("workers/random-name", { credentials: false }).then(
    (answer) => answer.data.name,
  );
}

/** One suggestion per visit: it is an example, it does not need to change. */
export const randomWorkerNameQueryOptions = queryOptions({
  queryKey: ["dashboard", "random-worker-name"],
  queryFn: getRandomWorkerName,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  meta: { silent: true },
});

export function useRandomWorkerName() {
  return useQuery(randomWorkerNameQueryOptions);
}
