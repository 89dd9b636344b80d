import { useParams } from "react-router";
import { MinerDashboard } from "../../../features/dashboard";

/** `/customers/:customerId`: an operator's customer, shown as that miner's dashboard (its ASIC set-up too). */
export function CustomerMiningPage() {
  const id = useParams().customerId ?? "";
  return <MinerDashboard key={id} minerId={id} showConnection />;
}
