import { AuthStep } from "./auth-step";

export function NamePage() {
  return <AuthStep step="name" />;
}
