import { isApiError } from "../../../lib/api-client";

/** The server's field error for `name` (`{fields: [{name, text}]}`), as its code; null when there is none. */
export function fieldErrorOf(error: unknown, name: string): string | null {
  if (!isApiError(error)) return null;
  return error.fields.find((field) => field.name === name)?.text ?? null;
}
