export { LedgerCheck } from "./components/ledger-check";
export { NotificationDelivery } from "./components/notification-delivery";
export { PayoutRequests } from "./components/payout-requests";
export { PayoutSchedule } from "./components/payout-schedule";
export { RewardRates } from "./components/reward-rates";
export { UnallocatedFundsList } from "./components/unallocated-funds";
export { mayWatchDelivery } from "./utils/delivery-staff";
export { isPlatformStaff } from "./utils/platform-staff";
