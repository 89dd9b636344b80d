import { EmptyPage } from "../empty-page";

export function WorkersPage() {
  return <EmptyPage page="workers" icon="workers" />;
}
