/** Dashboard figures and charts refresh every minute; a failure shows in its card, not as the generic toast. */
export const dashboardQueryDefaults = {
  refetchInterval: 60_000,
  meta: { silent: true },
} as const;
