import { redirect } from "react-router";

/** Turns a guard's answer into a router redirect. */
export function redirectIf(target: string | null): void {
  if (target !== null) throw redirect(target);
}
