import { gap, type Inline, type Line, type Message } from "./model";

/** The plain-text mail: no markup, links written out. */

const inline = (part: Inline): string =>
  typeof part === "string"
    ? part
    : "code" in part
      ? part.code
      : part.label === part.href
        ? part.href
        : `${part.label} (${part.href})`;

const line = (parts: Line): string => parts.map(inline).join("");

export function renderText(message: Message, colon: string): string {
  const out: string[] = [message.title, ""];
  for (const block of message.blocks) {
    switch (block.kind) {
      case "para":
      case "warning":
        out.push(line(block.line));
        break;
      case "facts":
        for (const row of block.rows) out.push(`${row.label}${colon}${line(row.value)}`);
        break;
      case "list":
        out.push(`${block.title}${colon.trimEnd()}`);
        for (const item of block.items) out.push(`  - ${line(item)}`);
        if (block.more) out.push(`  ${block.more}`);
        break;
      case "steps":
        out.push(block.title);
        out.push(...block.items.map((item, i) => `${i + 1}. ${item}`));
        break;
    }
    out.push("");
  }
  out.push(
    "--",
    message.footer.reason,
    `${message.footer.change}${gap(message.footer.change)}${message.footer.href}`,
    "",
  );
  return out.join("\n");
}
