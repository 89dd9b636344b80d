/** Query keys of the pool users admin: everything of one user sits under `["pool-users", "user", id]`. */
export const poolUsersKeys = {
  all: ["pool-users"] as const,
  list: (poolId: string, search: string, page: number) =>
    ["pool-users", "list", poolId, search, page] as const,
  user: (userId: string) => ["pool-users", "user", userId] as const,
  part: (userId: string, part: "detail" | "permissions" | "sessions" | "invites") =>
    ["pool-users", "user", userId, part] as const,
};

export const userPath = (userId: string) => `users/${encodeURIComponent(userId)}`;
