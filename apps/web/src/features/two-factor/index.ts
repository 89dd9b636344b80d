export { TwoFactorBanner } from "./components/two-factor-banner";
export { TwoFactorDialog } from "./components/two-factor-dialog";
export {
  isSecondFactorDeclined,
  requestSecondFactor,
  SecondFactorDeclinedError,
  secondFactor,
} from "./store";
