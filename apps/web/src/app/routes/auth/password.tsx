import { useQueryClient } from "@tanstack/react-query";
import { PasswordScreen } from "../../../features/auth";
import { useIdentityClient } from "../../use-identity-client";

export function PasswordPage() {
  const queryClient = useQueryClient();
  return (
    <PasswordScreen
      client={useIdentityClient()}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: ["session"] })}
    />
  );
}
