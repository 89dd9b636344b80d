import { translate } from "../../../lib/i18n";

/** How long a toast stays by default; 0 means it stays until dismissed (SPEC section 9). */
export const TOAST_DURATION_MS = 5000;
/** The removal animation: a dismissed toast is kept this long, marked as leaving. */
export const TOAST_REMOVAL_MS = 400;
/** Swipe-dismiss: a horizontal drag over this distance... */
export const SWIPE_DISTANCE_PX = 80;
/** ...at at least this speed, in px/ms. */
export const SWIPE_MIN_SPEED = 0.5;

export type ToastType = "info" | "success" | "error";

export interface ToastOptions {
  type?: ToastType;
  title: string;
  description?: string;
  /** Milliseconds before it leaves; 0 keeps it. Default 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface Toast extends Required<Pick<ToastOptions, "type" | "title" | "duration">> {
  id: string;
  description?: string;
  action?: ToastOptions["action"];
  leaving: boolean;
}

/** True when a horizontal drag of `distancePx` (either direction) over `durationMs` dismisses the toast. */
export function shouldSwipeDismiss(distancePx: number, durationMs: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance <= SWIPE_DISTANCE_PX) return false;
  return distance / Math.max(durationMs, 1) >= SWIPE_MIN_SPEED;
}

type Listener = () => void;

function createToastStore() {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const setTimer = (id: string, ms: number, run: () => void) => {
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(run, ms));
  };
  const remove = (id: string) => {
    timers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const store = {
    show(options: ToastOptions): string {
      counter += 1;
      const id = `toast-${counter}`;
      const duration = Math.max(0, options.duration ?? TOAST_DURATION_MS);
      const next: Toast = { type: "info", ...options, id, duration, leaving: false };
      toasts = [...toasts, next];
      if (duration > 0) setTimer(id, duration, () => store.dismiss(id));
      emit();
      return id;
    },
    /** Marks the toast as leaving and removes it after the removal animation. */
    dismiss(id: string): void {
      const current = toasts.find((t) => t.id === id);
      if (!current || current.leaving) return;
      toasts = toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t));
      setTimer(id, TOAST_REMOVAL_MS, () => remove(id));
      emit();
    },
    /** The generic failure toast (SPEC section 8). */
    showGenericError(): string {
      return store.show({
        type: "error",
        title: translate("ui.toast.genericError", "Something went wrong, Please refresh the page"),
      });
    },
    /** Removes every toast at once (tests, logout). */
    clear(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      toasts = [];
      emit();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): readonly Toast[] {
      return toasts;
    },
  };
  return store;
}

/** The application's toast store: usable from anywhere, React or not. */
export const toast = createToastStore();
export type ToastStore = typeof toast;
