import { AuthStep } from "./auth-step";

export function LoginPage() {
  return <AuthStep step="login" />;
}
