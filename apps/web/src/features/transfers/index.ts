export { TransfersView } from "./components/transfers-view";
export type { TransferAccount } from "./types";
