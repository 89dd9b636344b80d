import { z } from "zod";

/** `GET /meta/version.json`: a new value for each build. */
export const versionSchema = z.object({ version: z.string() });
export type VersionInfo = z.infer<typeof versionSchema>;

export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
