import { AuthStep } from "./auth-step";

export function OperatorAuthPage() {
  return <AuthStep step="operator" />;
}
