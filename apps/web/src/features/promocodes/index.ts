export { useCreatePromocode } from "./api/create-promocode";
export { usePromocode } from "./api/get-promocode";
export { useUpdatePromocode } from "./api/update-promocode";
export { ApplyPromocode } from "./components/apply-promocode";
export { PromocodeForm } from "./components/promocode-form";
export { PromocodesList } from "./components/promocodes-list";
export { SignupCodeOutcomeNotice } from "./components/signup-code-outcome";
export { forgetPromocode, pendingPromocode, rememberPromocode } from "./utils/pending-promocode";
