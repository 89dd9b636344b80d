import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { usePresence } from "../hooks/use-presence";
import { Icon, type IconName } from "../icon/icon";
import styles from "./dropdown.module.css";

/** Open and close transition (SPEC section 9). */
export const DROPDOWN_TRANSITION_MS = 200;

export interface DropdownItem {
  id: string;
  label: ReactNode;
  icon?: IconName;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** Marks the current choice with a check. */
  selected?: boolean;
}

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** A menu; or pass `children` (a node, or a function of `close`) for a custom panel. */
  items?: readonly DropdownItem[];
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the trigger when its content is not text. */
  label?: string;
  align?: "start" | "end";
  chevron?: boolean;
  className?: string;
  triggerClassName?: string;
}

function menuItems(panel: HTMLElement | null): HTMLElement[] {
  return [...(panel?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
}

export function Dropdown(props: DropdownProps) {
  const {
    trigger,
    items,
    children,
    label,
    align = "start",
    chevron = true,
    className,
    triggerClassName,
  } = props;
  const [open, setOpen] = useState(false);
  const { mounted, closing } = usePresence(open, DROPDOWN_TRANSITION_MS);
  const root = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const panelId = useId();

  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) menuItems(panel.current)[0]?.focus();
    focusFirst.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    // A menu opened from the keyboard starts on its first item (WAI-ARIA menu button); a click leaves focus here.
    const opens = items && !open && event.key === "Enter";
    if (opens || event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      focusFirst.current = true;
      if (open) menuItems(panel.current)[0]?.focus();
      setOpen(true);
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === "Tab") return setOpen(false);
    const list = menuItems(panel.current);
    if (list.length === 0) return;
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    list[(target + list.length) % list.length]?.focus();
  };

  return (
    <div ref={root} className={[styles.root, className].filter(Boolean).join(" ")}>
      <button
        ref={triggerRef}
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(" ")}
        aria-haspopup={items ? "menu" : "dialog"}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => (event.key === "Escape" && open ? close(true) : onTriggerKeyDown(event))}
      >
        {trigger}
        {chevron && <Icon name="chevron-down" size={16} className={styles.chevron} />}
      </button>
      {mounted && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the role is "menu" or "group", set by a prop
        <div
          ref={panel}
          id={panelId}
          role={items ? "menu" : "group"}
          className={styles.panel}
          data-align={align}
          data-state={closing ? "closing" : "open"}
          style={{ ["--transition-ms" as string]: `${DROPDOWN_TRANSITION_MS}ms` }}
          onKeyDown={onPanelKeyDown}
        >
          {items?.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              className={styles.item}
              data-danger={item.danger || undefined}
              aria-current={item.selected || undefined}
              disabled={item.disabled}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon && <Icon name={item.icon} size={16} />}
              <span className={styles.itemLabel}>{item.label}</span>
              {item.selected && <Icon name="check" size={16} className={styles.check} />}
            </button>
          ))}
          {typeof children === "function" ? children(() => close(true)) : children}
        </div>
      )}
    </div>
  );
}
