import { EmptyPage } from "../empty-page";

export function TaxCalculatorPage() {
  return <EmptyPage page="taxCalculator" icon="tax" />;
}
