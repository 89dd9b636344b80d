export { TaxCalculatorView } from "./components/tax-calculator-view";
