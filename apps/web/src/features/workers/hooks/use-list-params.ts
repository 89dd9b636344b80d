import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ListParams, readListParams, writeListParams } from "../utils/list-params";

/**
 * The list state lives in the address (so a reload, a shared link and Back keep it); `update` replaces the
 * history entry, except opening or closing a detail, which the Back button should undo.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>) => {
      const onlyDetail = Object.keys(change).every((key) => key === "worker");
      setSearch((current) => writeListParams(current, change), { replace: !onlyDetail });
    },
    [setSearch],
  );
  return [params, update];
}
