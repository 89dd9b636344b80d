import { AuthStep } from "./auth-step";

export function PasswordPage() {
  return <AuthStep step="password" />;
}
