export { WalletSettings } from "./components/wallet-settings";
export type { WalletOwner } from "./types";
