import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../toast/toast-store";

export interface CopyOptions {
  /** Toast title on success; default the translated "Copied". */
  title?: string;
}

/** Copies text; a toast confirms ("Copied" or a custom title), a failure shows an error toast. */
export function useCopyToClipboard(): { copy: (text: string, options?: CopyOptions) => Promise<boolean> } {
  const { t } = useTranslation();
  const copy = useCallback(
    async (text: string, options: CopyOptions = {}) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error("Clipboard API is not available");
        await navigator.clipboard.writeText(text);
        toast.show({ type: "success", title: options.title ?? t("ui.clipboard.copied") });
        return true;
      } catch (error) {
        console.warn("clipboard: copy failed", error);
        toast.show({ type: "error", title: t("ui.clipboard.failed") });
        return false;
      }
    },
    [t],
  );
  return { copy };
}
