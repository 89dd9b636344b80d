/**
 * A notification before it is written out: the same content for the plain-text mail, the HTML mail and the
 * Telegram message. Every string is plain text; each renderer escapes it for its own format.
 */

/** A piece of a line: text, a code-like value (address, transaction id), or a link. */
export type Inline = string | { code: string } | { href: string; label: string };

export type Line = Inline[];

export type Block =
  /** A paragraph. */
  | { kind: "para"; line: Line }
  /** Label and value rows (amount, address, time...). */
  | { kind: "facts"; rows: { label: string; value: Line }[] }
  /** A titled list; `more` is the "and N more" line when the list was cut. */
  | { kind: "list"; title: string; items: Line[]; more: string | null }
  /** A numbered list of steps. */
  | { kind: "steps"; title: string; items: string[] }
  /** What to do if it was not the reader (security events). */
  | { kind: "warning"; line: Line };

export type Message = {
  subject: string;
  /** The heading of the HTML mail and the first, bold line of the Telegram message. */
  title: string;
  blocks: Block[];
  /** Why the reader gets it, and where to change that. */
  footer: { reason: string; change: string; href: string };
};

/** A link whose label is its address. */
export const link = (href: string): Inline => ({ href, label: href });

/** The space between a lead-in and what follows it: none after a full-width colon or comma (Chinese). */
export const gap = (text: string): string => (/[：，。]$/.test(text) ? "" : " ");

/** A lead-in text then a link: "All payments: https://…". */
export const withLink = (text: string, href: string): Line => [text, gap(text), link(href)];
