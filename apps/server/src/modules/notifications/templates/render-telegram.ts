import { gap, type Inline, type Line, type Message } from "./model";

/**
 * The Telegram message in its HTML subset: only <b>, <i>, <a href>, <code> and <pre> are written, and every
 * value is escaped (&, <, > and " are the entities Telegram reads).
 */

export function escapeTelegram(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

const inline = (part: Inline): string => {
  if (typeof part === "string") return escapeTelegram(part);
  if ("code" in part) return `<code>${escapeTelegram(part.code)}</code>`;
  return `<a href="${escapeTelegram(part.href)}">${escapeTelegram(part.label)}</a>`;
};

const line = (parts: Line): string => parts.map(inline).join("");

export function renderTelegram(message: Message, colon: string): string {
  const out: string[] = [`<b>${escapeTelegram(message.title)}</b>`, ""];
  for (const block of message.blocks) {
    switch (block.kind) {
      case "para":
        out.push(line(block.line));
        break;
      case "warning":
        out.push(`<i>${line(block.line)}</i>`);
        break;
      case "facts":
        for (const row of block.rows) out.push(`${escapeTelegram(row.label)}${colon}${line(row.value)}`);
        break;
      case "list":
        out.push(`<b>${escapeTelegram(block.title)}</b>`);
        for (const item of block.items) out.push(`• ${line(item)}`);
        if (block.more) out.push(escapeTelegram(block.more));
        break;
      case "steps":
        out.push(escapeTelegram(block.title));
        out.push(...block.items.map((item, i) => `${i + 1}. ${escapeTelegram(item)}`));
        break;
    }
    out.push("");
  }
  out.push(`<i>${escapeTelegram(message.footer.reason)}</i>`);
  out.push(
    `${escapeTelegram(message.footer.change)}${gap(message.footer.change)}${inline({ href: message.footer.href, label: message.footer.href })}`,
  );
  return out.join("\n");
}
