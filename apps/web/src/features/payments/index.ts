export { PaymentsView } from "./components/payments-view";
export type { PaymentsOwner } from "./types";
export { paymentsOwnerOf } from "./utils/owner";
