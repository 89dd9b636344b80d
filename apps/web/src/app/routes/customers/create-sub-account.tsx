import { EmptyPage } from "../empty-page";

export function CreateSubAccountPage() {
  return <EmptyPage page="createSubAccount" icon="customers" />;
}
