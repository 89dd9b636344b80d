export { ProfitSharingView } from "./components/profit-sharing-view";
