import { AuthStep } from "./auth-step";

export function VerificationPage() {
  return <AuthStep step="verification" />;
}
