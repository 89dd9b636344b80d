export { ReferralsView } from "./components/referrals-view";
