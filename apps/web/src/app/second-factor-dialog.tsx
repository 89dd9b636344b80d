import { useQueryClient } from "@tanstack/react-query";
import { TwoFactorDialog } from "../features/two-factor";
import { identityClientFrom } from "./use-identity-client";

/** The app's two-factor dialog on the configuration's identity client (a chunk of its own, see provider). */
export function SecondFactorDialog({ onSetUp }: { onSetUp: () => void }) {
  const queryClient = useQueryClient();
  return <TwoFactorDialog getClient={() => identityClientFrom(queryClient)} onSetUp={onSetUp} />;
}
