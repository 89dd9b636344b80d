/**
 * `use-sync-external-store/shim` for React 19 (aliased in vite.config.ts): the shim itself picks React's own
 * `useSyncExternalStore` whenever React has one, which React 18 and later always do. react-i18next imports it;
 * this drops the CommonJS fallback from the first route (issue 18).
 */
export { useSyncExternalStore } from "react";
