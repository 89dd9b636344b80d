import type { Flow } from "./flow/flow";
import type { IdentityContext } from "./identity.context";

/**
 * Hooks other parts of the module fill (the verification flow sends its code after
 * registration). A hook may return `continue_with` items for the registration answer.
 */
export type AfterRegistration = (input: {
  ctx: IdentityContext;
  identityId: string;
  email: string;
  flow: Flow;
}) => Promise<Record<string, unknown>[] | undefined>;

const afterRegistrationHooks: AfterRegistration[] = [];

export function onAfterRegistration(hook: AfterRegistration): void {
  if (!afterRegistrationHooks.includes(hook)) afterRegistrationHooks.push(hook);
}

/** Runs every hook in order; returns their continue_with items. */
export async function runAfterRegistration(
  input: Parameters<AfterRegistration>[0],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (const hook of afterRegistrationHooks) items.push(...((await hook(input)) ?? []));
  return items;
}
