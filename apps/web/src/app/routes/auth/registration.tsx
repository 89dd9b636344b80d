import { AuthStep } from "./auth-step";

export function RegistrationPage() {
  return <AuthStep step="registration" />;
}
