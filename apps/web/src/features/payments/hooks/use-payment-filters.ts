import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type PaymentFilters, readPaymentFilters, writePaymentFilters } from "../utils/payment-filters";

/**
 * The filters live in the address (a reload, a shared link and Back keep them). A filter change replaces the
 * history entry; a new page pushes one, so Back returns to the page before.
 */
export function usePaymentFilters(): [PaymentFilters, (change: Partial<PaymentFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readPaymentFilters(search), [search]);
  const update = useCallback(
    (change: Partial<PaymentFilters>) => {
      const onlyPage = Object.keys(change).every((key) => key === "page");
      setSearch((current) => writePaymentFilters(current, change), { replace: !onlyPage });
    },
    [setSearch],
  );
  return [filters, update];
}
