import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useToast } from "../../../components/ui/toast/use-toast";
import { getVersion } from "../api/get-version";
import { createVersionChecker } from "../utils/version-checker";

export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

const checker = createVersionChecker(getVersion);

/**
 * Fetches the version when the app opens, checks again every 5 minutes, on window focus and on route change,
 * and offers a reload (once) when a new version has been deployed.
 */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const { pathname } = useLocation();
  const notified = useRef(false);
  const runCheck = useRef<() => void>(() => {});

  runCheck.current = () => {
    void checker.check().then((result) => {
      if (result !== "changed" || notified.current) return;
      notified.current = true;
      toast.show({
        type: "info",
        title: t("version.available.title"),
        description: t("version.available.description"),
        duration: 0,
        action: { label: t("version.available.reload"), onClick: () => window.location.reload() },
      });
    });
  };

  useEffect(() => {
    void checker.start();
    const check = () => runCheck.current();
    const interval = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    window.addEventListener("focus", check);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener("focus", check);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger.
  useEffect(() => {
    runCheck.current();
  }, [pathname]);
}
