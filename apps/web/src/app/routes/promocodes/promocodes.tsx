import { EmptyPage } from "../empty-page";

export function PromocodesPage() {
  return <EmptyPage page="promocodes" icon="promocode" />;
}
