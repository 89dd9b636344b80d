import type { TFunction } from "i18next";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";

/** The server's field error for one field, translated (`errors.fields.<text>`), or null. */
export function fieldErrorOf(t: TFunction, error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  const found = error.fields.find((item) => item.name === field);
  return found ? t(`errors.fields.${found.text}`, { defaultValue: found.text }) : null;
}

/** A failed change as a toast: declined second factor, the product error's message, else the generic one. */
export function toastAccessError(
  t: TFunction,
  error: unknown,
  isDeclined: (error: unknown) => boolean,
): void {
  if (isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
  else if (isApiError(error))
    toast.show({ type: "error", title: t(`errors.codes.${error.code}`, { defaultValue: error.message }) });
  else toast.showGenericError();
}
