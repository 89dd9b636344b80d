import { VerificationScreen } from "../../../features/auth";
import { useIdentityClient } from "../../use-identity-client";

export function VerificationPage() {
  return <VerificationScreen client={useIdentityClient()} />;
}
