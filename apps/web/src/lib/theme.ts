import type { AppTheme } from "@pithead/contract";

export type Theme = AppTheme;

/** `<meta name="theme-color">` per theme: the colour of the top bar in each palette (see styles/tokens.css). */
export const THEME_COLORS: Record<Theme, string> = {
  default: "#ffffff",
  headframe: "#171c23",
};

/** Applies the pool's `app_theme`: `<html data-theme>` selects the token set; unknown values mean default. */
export function applyTheme(theme: Theme | string | null | undefined): Theme {
  const applied: Theme = theme === "headframe" ? "headframe" : "default";
  document.documentElement.dataset.theme = applied;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "theme-color";
    document.head.append(meta);
  }
  meta.content = THEME_COLORS[applied];
  return applied;
}
