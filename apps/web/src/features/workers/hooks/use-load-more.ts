import { useEffect } from "react";

/** Load the next page once the last drawn row is within this many rows of the end of what is loaded. */
export const LOAD_MORE_AHEAD = 60;

/** Asks for the next page when the virtual list draws close to the end of the loaded rows. */
export function useLoadMore(
  lastIndex: number | undefined,
  loaded: number,
  hasMore: boolean,
  loadMore: () => void,
): void {
  useEffect(() => {
    if (hasMore && lastIndex !== undefined && lastIndex >= loaded - LOAD_MORE_AHEAD) loadMore();
  }, [lastIndex, loaded, hasMore, loadMore]);
}
