export { CustomerForm } from "./components/customer-form";
export { CustomersView } from "./components/customers-view";
export { FeeVisibilityToggle } from "./components/fee-visibility-toggle";
export { NewAccountLink } from "./components/new-account-link";
export { OwnAccountForm } from "./components/own-account-form";
export { useCustomerHeading } from "./hooks/use-customer-heading";
export { subAccountMode } from "./utils/own-account";
