import type { SVGProps } from "react";
import { fallbackIcon, type IconName, iconPaths } from "./icon-paths";

export type { IconName } from "./icon-paths";

export const iconNames = Object.keys(iconPaths) as IconName[];

const warned = new Set<string>();

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconPaths, name);
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "name"> {
  /** One of `iconNames`; any other string draws the fallback icon. */
  name: IconName | (string & {});
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** Inline SVG icon from the Pithead set, stroked with currentColor. */
export function Icon({ name, size = 20, label, strokeWidth = 1.75, ...rest }: IconProps) {
  const known = isIconName(name);
  if (!known && import.meta.env.DEV && !warned.has(name)) {
    warned.add(name);
    console.warn(`Icon: unknown icon "${name}", drawing the fallback icon`);
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={known ? name : "fallback"}
      {...rest}
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {known ? iconPaths[name] : fallbackIcon}
    </svg>
  );
}
