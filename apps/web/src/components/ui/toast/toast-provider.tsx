import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { startLater } from "../../../lib/start-later";
import styles from "./toast.module.css";
import type { ToastItem as ToastItemComponent } from "./toast-item";
import { toast } from "./toast-store";

/** Once loaded, for every later mount. */
let loadedItem: typeof ToastItemComponent | null = null;

/**
 * Renders the toast stack (top-right on desktop, bottom full-width on mobile) next to the app. The toast itself
 * is not first-route code (issue 18): it is loaded once the page is up (`startLater`), so a toast about a lost
 * connection still shows, or at the first toast if that comes sooner; a failed load is tried again at the next.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  const [Item, setItem] = useState(() => loadedItem);
  const waiting = toasts.length > 0;
  useEffect(() => {
    if (Item) return undefined;
    const load = () =>
      void import("./toast-item").then(
        ({ ToastItem }) => {
          loadedItem = ToastItem;
          setItem(() => ToastItem);
        },
        () => undefined,
      );
    if (!waiting) return startLater(load);
    load();
    return undefined;
  }, [Item, waiting]);
  const stack = (
    <section className={styles.viewport} aria-label={t("ui.toast.region")}>
      <ol className={styles.list}>{Item && toasts.map((item) => <Item key={item.id} item={item} />)}</ol>
    </section>
  );
  return (
    <>
      {children}
      {typeof document === "undefined" ? stack : createPortal(stack, document.body)}
    </>
  );
}
