import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { type PaymentFilters, readPaymentFilters, writePaymentFilters } from "../utils/payment-filters";

/**
 * The filters live in the address (a reload, a shared link and Back keep them). A filter change replaces the
 * history entry; a new page pushes one, so Back returns to the page before.
 */
export function usePaymentFilters(): [PaymentFilters, (change: Partial<PaymentFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  latest.current = search;
  const filters = useMemo(() => readPaymentFilters(search), [search]);
  const update = useCallback(
    (change: Partial<PaymentFilters>) => {
      const onlyPage = Object.keys(change).every((key) => key === "page");
      // React Router hands an updater the params of the last render, so two quick changes (a type, then a
      // date) before it renders again would lose the first: keep the newest written params here.
      const next = writePaymentFilters(latest.current, change);
      latest.current = next;
      setSearch(next, { replace: !onlyPage });
    },
    [setSearch],
  );
  return [filters, update];
}
