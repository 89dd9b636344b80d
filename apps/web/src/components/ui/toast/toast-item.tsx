import { type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../icon/icon";
import styles from "./toast.module.css";
import { shouldSwipeDismiss, TOAST_REMOVAL_MS, type Toast, toast } from "./toast-store";

const icons: Record<Toast["type"], IconName> = { info: "info", success: "check", error: "alert" };

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

export function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (item.leaving || (event.target as Element).closest("button")) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > Math.abs(event.clientY - start.y)) setOffset(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - start.x;
    if (event.type === "pointerup" && shouldSwipeDismiss(dx, event.timeStamp - start.at)) {
      setOffset(Math.sign(dx) * 480); // keep flying out in the swipe direction while it fades
      toast.dismiss(item.id);
    } else {
      setOffset(0);
    }
  };

  const swiping = drag.current !== null && offset !== 0;
  return (
    <li
      className={styles.toast}
      data-type={item.type}
      data-leaving={item.leaving || undefined}
      data-swiped={(item.leaving && offset !== 0) || undefined}
      style={{
        ["--toast-offset" as string]: `${offset}px`,
        ["--toast-removal" as string]: `${TOAST_REMOVAL_MS}ms`,
        opacity: item.leaving || offset === 0 ? undefined : 1 - Math.min(1, Math.abs(offset) / 240),
        transition: swiping ? "none" : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className={styles.icon}>
        <Icon name={icons[item.type]} size={18} />
      </span>
      {/* The live region is inside the item: an <li> keeps its listitem role (axe `list`). */}
      <div className={styles.body} role={item.type === "error" ? "alert" : "status"} aria-atomic="true">
        <p className={styles.title}>{item.title}</p>
        {item.description && <p className={styles.description}>{item.description}</p>}
        {item.action && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              item.action?.onClick();
              toast.dismiss(item.id);
            }}
          >
            {item.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t("ui.toast.dismiss")}
        onClick={() => toast.dismiss(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
