import { toast } from "./toast-store";

const api = { show: toast.show, dismiss: toast.dismiss, showGenericError: toast.showGenericError };

/** Toast actions for components; the functions are stable. */
export function useToast(): typeof api {
  return api;
}
