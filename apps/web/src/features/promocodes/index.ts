export { useCreatePromocode } from "./api/create-promocode";
export { usePromocode } from "./api/get-promocode";
export { useUpdatePromocode } from "./api/update-promocode";
export { PromocodeForm } from "./components/promocode-form";
export { PromocodesList } from "./components/promocodes-list";
