/** Sets `--vh` on <html> to 1% of the visible window height, so mobile browsers' moving toolbars are respected. */
export function updateViewportHeightVariable(): void {
  document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
}

/** Keeps `--vh` up to date on resize and orientation change; returns the uninstall function. */
export function installViewportHeightVariable(): () => void {
  let frame = 0;
  const schedule = () => {
    updateViewportHeightVariable();
    // orientation changes report the old height first on some phones: measure again on the next frame
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(updateViewportHeightVariable);
  };
  updateViewportHeightVariable();
  window.addEventListener("resize", schedule);
  window.addEventListener("orientationchange", schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("resize", schedule);
    window.removeEventListener("orientationchange", schedule);
  };
}
