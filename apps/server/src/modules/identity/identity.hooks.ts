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

/** A hook run after a sign-in issued a new session (password login or recovery); errors are the hook's own. */
export type AfterLogin = (input: {
  ctx: IdentityContext;
  identityId: string;
  device: { ip?: string; userAgent?: string };
}) => Promise<void>;

const afterLoginHooks: AfterLogin[] = [];

export function onAfterLogin(hook: AfterLogin): void {
  if (!afterLoginHooks.includes(hook)) afterLoginHooks.push(hook);
}

/** Runs every after-login hook in order. */
export async function runAfterLogin(input: Parameters<AfterLogin>[0]): Promise<void> {
  for (const hook of afterLoginHooks) await hook(input);
}
