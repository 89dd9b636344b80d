import { isApiError } from "../../../lib/api-client";
import { fieldErrorOf } from "../../../lib/api-failure";

export type ShareProblems = { recipient: string | null; percent: string | null };

/** The server's field errors (SPEC section 5) as the share form's message keys (`profitSharing.errors.*`). */
export function serverProblem(error: unknown): ShareProblems {
  if (!isApiError(error)) return { recipient: null, percent: null };
  const percent = fieldErrorOf(error, "percent");
  const recipient = fieldErrorOf(error, "recipient");
  const maxRecipients = error.fields.some((field) => field.text === "max_length");
  return {
    percent:
      percent === "min_threshold" ? "percentMin" : percent === "max_threshold" ? "percentMax" : percent,
    recipient: maxRecipients
      ? "maxRecipients"
      : recipient === "not_found"
        ? "notFound"
        : recipient === "invalid_input"
          ? "self"
          : recipient,
  };
}

/** 409: the recipient's running split is not the one the dialog read (made or changed meanwhile). */
export const isStaleSplit = (error: unknown) =>
  isApiError(error) && (error.code === "profit_sharing_exists" || error.code === "invalid_state");
