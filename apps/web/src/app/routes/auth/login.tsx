import { LoginScreen } from "../../../features/auth";
import { useIdentityClient } from "../../use-identity-client";
import { useSessionSuccess } from "../../use-session-success";

export function LoginPage() {
  return <LoginScreen client={useIdentityClient()} onSignedIn={useSessionSuccess("signin")} />;
}
