import { useParams } from "react-router";
import { PaymentsView } from "../../../features/payments";

/** `/customers/:customerId/payments`: an operator's customer (a miner account), its payments. */
export function CustomerPaymentsPage() {
  const id = useParams().customerId ?? "";
  return <PaymentsView key={id} owner={{ type: "miner", id }} />;
}
