export type { ShareableMiner } from "./components/create-watcher-link";
export { WatcherLinks } from "./components/watcher-links";
