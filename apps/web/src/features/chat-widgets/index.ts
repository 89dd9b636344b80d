// Only the small static side: the widgets' code (registry, adapters, marketing) loads lazily.
export { chatMenuItems } from "./chat-menu";
export { ChatWidgets } from "./chat-widgets";
export { reportMarketingActivity } from "./report-activity";
