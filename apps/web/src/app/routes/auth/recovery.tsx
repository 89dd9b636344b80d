import { AuthStep } from "./auth-step";

export function RecoveryPage() {
  return <AuthStep step="recovery" />;
}
