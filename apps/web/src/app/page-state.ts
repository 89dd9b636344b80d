/**
 * Page-level state (filters, selections, open dialogs kept outside React) registers a reset here; the app
 * loader runs every reset as the last step of the page order (SPEC section 2, step 6).
 */
const resets = new Set<() => void>();

export function registerPageStateReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetPageState(): void {
  for (const reset of resets) reset();
}
