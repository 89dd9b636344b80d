export { LedgerCheck } from "./components/ledger-check";
export { RewardRates } from "./components/reward-rates";
