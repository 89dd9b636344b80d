import { type ReactNode, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import styles from "./toast.module.css";
import { ToastItem } from "./toast-item";
import { toast } from "./toast-store";

/** Renders the toast stack (top-right on desktop, bottom full-width on mobile) next to the app. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  const stack = (
    <section className={styles.viewport} aria-label={t("ui.toast.region")}>
      <ol className={styles.list}>
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
  return (
    <>
      {children}
      {typeof document === "undefined" ? stack : createPortal(stack, document.body)}
    </>
  );
}
