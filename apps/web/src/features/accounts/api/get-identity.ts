import { queryOptions } from "@tanstack/react-query";
import { API_BASE, api } from "../../../lib/api-client";
import { takeEarlyResponse } from "../../../lib/early-requests";
import { accountTypes, type Identity, type Permission } from "../types";

function isPermission(value: unknown): value is Permission {
  if (typeof value !== "object" || value === null) return false;
  const { id, type } = value as Record<string, unknown>;
  return typeof id === "string" && (accountTypes as readonly unknown[]).includes(type);
}

/** Keeps the known account types; an unknown permission type from a newer backend is skipped. */
export function parseIdentity(raw: unknown): Identity {
  if (typeof raw !== "object" || raw === null) throw new Error("Invalid identity answer");
  const body = raw as Record<string, unknown>;
  const user = body.user as Identity["user"] | undefined;
  if (!user || typeof user.id !== "string") throw new Error("Invalid identity answer: no user");
  const permissions = Array.isArray(body.permissions) ? body.permissions.filter(isPermission) : [];
  const wallets = Array.isArray(body.wallets) ? body.wallets : [];
  return { user, permissions, credentials: body.credentials ?? null, wallets };
}

/** `GET identity`; the first load takes the answer asked at page load (boot/early-requests.ts) when it succeeded. */
export async function getIdentity(): Promise<Identity> {
  const early = await takeEarlyResponse("identity", `${API_BASE}/identity`)?.catch(() => null);
  if (early?.ok) {
    const body = await early.json().catch(() => undefined);
    if (body !== undefined) return parseIdentity(body);
  }
  return parseIdentity(await api<unknown>("identity"));
}

export const identityQueryOptions = queryOptions({
  queryKey: ["identity"],
  queryFn: getIdentity,
  retry: false,
  meta: { silent: true },
});
