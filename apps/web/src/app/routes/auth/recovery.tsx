import { RecoveryScreen } from "../../../features/auth";
import { useIdentityClient } from "../../use-identity-client";

export function RecoveryPage() {
  return <RecoveryScreen client={useIdentityClient()} />;
}
