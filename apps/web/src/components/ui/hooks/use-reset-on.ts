import { useState } from "react";

/**
 * Runs `reset` (state setters of the same component) in the render where `key` changes: a dialog's opening, a new
 * state of a flow. Not in an effect: an effect runs after paint (with Preact in production, up to a frame later),
 * so a value typed in between was wiped by the late reset. `atMount` also resets in the first render (a dialog
 * mounted open); otherwise the first key counts as seen, the initial state being fresh.
 */
export function useResetOn(key: unknown, reset: () => void, { atMount = false } = {}): void {
  const [seen, setSeen] = useState<unknown>(() => (atMount ? unseen : key));
  if (!Object.is(seen, key)) {
    setSeen(key);
    reset();
  }
}

const unseen = Symbol("unseen");
