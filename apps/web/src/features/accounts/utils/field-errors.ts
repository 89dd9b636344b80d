import type { TFunction } from "i18next";
import { isApiError } from "../../../lib/api-client";

/**
 * The message under a field for a failed product call: the server's field error for it (`errors.fields.<text>`)
 * first, then a code that is itself a field error (`user_already_has_miner`), then the code's own message.
 */
export function fieldErrorText(t: TFunction, error: unknown, field: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t("ui.toast.genericError");
  const fieldError = error.fields.find((item) => item.name === field) ?? error.fields[0];
  if (fieldError) return t(`errors.fields.${fieldError.text}`, { defaultValue: fieldError.text });
  const asField = t(`errors.fields.${error.code}`, { defaultValue: "" });
  return asField || t(`errors.codes.${error.code}`, { defaultValue: error.message });
}
