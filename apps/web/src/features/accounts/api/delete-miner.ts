import { api } from "../../../lib/api-client";

/** `DELETE miners/{id}`: requests the removal of a miner account (needs the second factor when one exists). */
export function deleteMiner(id: string): Promise<unknown> {
  return api(`miners/${encodeURIComponent(id)}`, { method: "DELETE" });
}
