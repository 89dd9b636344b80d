import type { TFunction } from "i18next";
import { toast } from "../components/ui/toast";
import { isApiError } from "./api-client";

/** The server's field error for `name` (`{fields: [{name, text}]}`), as its code; null when there is none. */
export function fieldErrorOf(error: unknown, name: string): string | null {
  if (!isApiError(error)) return null;
  return error.fields.find((field) => field.name === name)?.text ?? null;
}

/**
 * A failed change that is not a field error: a declined second factor is said calmly, a product error by its
 * code (SPEC section 8), anything else with the generic toast.
 */
export function reportFailure(error: unknown, t: TFunction, isDeclined: (error: unknown) => boolean): void {
  if (isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
  else if (isApiError(error))
    toast.show({ type: "error", title: t(`errors.codes.${error.code}`, { defaultValue: error.message }) });
  else toast.showGenericError();
}
