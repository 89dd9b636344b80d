export type { AccessTarget } from "./api/access-path";
export { AccessControl } from "./components/access-control";
export { accessTargetOf } from "./utils/access-rules";
