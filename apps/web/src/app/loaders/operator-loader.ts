import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { operatorQueryOptions } from "../../features/operators/api/lookup-operator";
import { isApiError } from "../../lib/api-client";
import { loadConfig } from "./load-config";

/** `/{operatorId}/auth`: the Control Hub looked up by its title; an unknown one is the not-found page. */
export const operatorAuthLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await loadConfig(queryClient);
    try {
      return await queryClient.ensureQueryData(operatorQueryOptions(params.operatorId ?? ""));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw new Response("Not found", { status: 404 });
      throw error;
    }
  };
