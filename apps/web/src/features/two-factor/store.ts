/** Closed without a second factor: the failed call is not repeated and the caller learns it was declined. */
export class SecondFactorDeclinedError extends Error {
  override readonly name = "SecondFactorDeclinedError";
  constructor() {
    super("Two-factor verification was declined");
  }
}

export function isSecondFactorDeclined(error: unknown): error is SecondFactorDeclinedError {
  return error instanceof SecondFactorDeclinedError;
}

type Listener = () => void;

/**
 * The two-factor request: any caller awaits `request()`; the dialog subscribes, shows while a request is open
 * and settles it with `complete()` (verified) or `decline()` (closed). Concurrent callers share one dialog.
 */
export function createSecondFactorStore() {
  let pending: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } | null = null;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const settle = (run: (open: NonNullable<typeof pending>) => void) => {
    const open = pending;
    if (!open) return;
    pending = null;
    run(open);
    emit();
  };
  return {
    request(): Promise<void> {
      if (pending) return pending.promise;
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      pending = { promise, resolve, reject };
      emit();
      return promise;
    },
    complete(): void {
      settle((open) => open.resolve());
    },
    decline(): void {
      settle((open) => open.reject(new SecondFactorDeclinedError()));
    },
    isOpen(): boolean {
      return pending !== null;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SecondFactorStore = ReturnType<typeof createSecondFactorStore>;

/** The app's store: product calls (`lib/api-client`) and identity calls ask it for a second factor. */
export const secondFactor = createSecondFactorStore();

export const requestSecondFactor = (): Promise<void> => secondFactor.request();
