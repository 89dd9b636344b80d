import type { TFunction } from "i18next";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";

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
