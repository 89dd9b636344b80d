export { CustomerForm } from "./components/customer-form";
export { CustomersView } from "./components/customers-view";
export { FeeVisibilityToggle } from "./components/fee-visibility-toggle";
export { useCustomerHeading } from "./hooks/use-customer-heading";
