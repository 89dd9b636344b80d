export { PayoutRequests } from "./components/payout-requests";
export { PayoutSchedule } from "./components/payout-schedule";
