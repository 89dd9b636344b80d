const loading = new Map<string, Promise<void>>();

/** Injects `<script async src>` once per URL; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.async = true;
    script.src = src;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
