/**
 * A module imported on its first use, once per process. The heavy libraries that only some requests need
 * (passkeys, PDF reports, payout addresses, Telegram, mail, QR codes) load then, not at start: together they
 * were about a second of `npm start`'s module loading. A failed import is tried again on the next use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
