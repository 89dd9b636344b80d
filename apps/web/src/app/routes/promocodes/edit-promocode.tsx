import { EmptyPage } from "../empty-page";

export function EditPromocodePage() {
  return <EmptyPage page="editPromocode" icon="promocode" />;
}
