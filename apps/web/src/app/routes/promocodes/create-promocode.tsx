import { EmptyPage } from "../empty-page";

export function CreatePromocodePage() {
  return <EmptyPage page="createPromocode" icon="promocode" />;
}
