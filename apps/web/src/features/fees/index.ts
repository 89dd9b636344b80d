export { CurrentFee } from "./components/current-fee";
export { CustomerFees } from "./components/customer-fees";
