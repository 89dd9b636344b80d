export { WalletSettings } from "./components/wallet-settings";
