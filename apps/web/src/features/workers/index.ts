export { WorkersView } from "./components/workers-view";
export type { WorkersOwner } from "./types";
export { workersOwnerOf } from "./utils/owner";
