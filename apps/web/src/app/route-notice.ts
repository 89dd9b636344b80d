import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toast } from "../components/ui/toast";

/** The query parameter a redirect sets to say why the visitor landed where they are. */
export const ROUTE_NOTICE_PARAM = "notice";

/** The notices a redirect may carry, with their texts. */
const notices: Record<string, string> = {
  watch_link_invalid: "watchers.watch.linkInvalid",
};

/** The translation key of a location's notice (`?notice=...`), or null when it has none we know. */
export function routeNoticeKey(search: string): string | null {
  const notice = new URLSearchParams(search).get(ROUTE_NOTICE_PARAM);
  return notice ? (notices[notice] ?? null) : null;
}

const shown = new Set<string>();

/**
 * Says why, once per page load (sign-in rewrites its address with `flow=`, keeping the notice), wherever the
 * redirect landed (sign-in, main, the name step): a toast that stays until closed
 * (`?notice=watch_link_invalid`: "This watch link is invalid or has expired").
 */
export function useRouteNotice(): void {
  const { t, ready } = useTranslation();
  const key = routeNoticeKey(useLocation().search);
  useEffect(() => {
    if (!key || !ready || shown.has(key)) return;
    shown.add(key);
    toast.show({ type: "error", title: t(key), duration: 0 });
  }, [key, ready, t]);
}
