export { LedgerCheck } from "./components/ledger-check";
export { PayoutRequests } from "./components/payout-requests";
export { PayoutSchedule } from "./components/payout-schedule";
export { RewardRates } from "./components/reward-rates";
export { UnallocatedFundsList } from "./components/unallocated-funds";
export { isPlatformStaff } from "./utils/platform-staff";
