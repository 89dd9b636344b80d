import { AuthStep } from "./auth-step";

export function InvitationPage() {
  return <AuthStep prefix="pages" step="invitation" />;
}
