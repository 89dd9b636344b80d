import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "../components/ui/toast/toast-store";

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent: true` keeps a failure out of the generic toast (the caller handles it, e.g. a redirect). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** One QueryClient for the app; general failures show the generic "Something went wrong" toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (!query.meta?.silent) toast.showGenericError();
      },
    }),
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent && !mutation.options.onError) toast.showGenericError();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
