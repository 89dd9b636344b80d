export { FaqView } from "./components/faq-view";
export type { LiveMiner } from "./components/live-figures";
