import type { TFunction } from "i18next";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";

/**
 * A failed wallet change that is not a field error: a declined second factor is said calmly, a product error
 * by its code (SPEC section 8), anything else with the generic toast.
 */
export function reportFailure(error: unknown, t: TFunction, isDeclined: (error: unknown) => boolean): void {
  if (isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
  else if (isApiError(error))
    toast.show({ type: "error", title: t(`errors.codes.${error.code}`, { defaultValue: error.message }) });
  else toast.showGenericError();
}
