import { gap, type Inline, type Line, type Message } from "./model";

/** The HTML mail: a small, valid, inline-styled document; every value escaped. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const codeStyle =
  "font-family:monospace;background:#f3f4f6;padding:1px 4px;border-radius:3px;word-break:break-all";
const linkStyle = "color:#b45309";

const inline = (part: Inline): string => {
  if (typeof part === "string") return escapeHtml(part);
  if ("code" in part) return `<code style="${codeStyle}">${escapeHtml(part.code)}</code>`;
  return `<a href="${escapeHtml(part.href)}" style="${linkStyle}">${escapeHtml(part.label)}</a>`;
};

const line = (parts: Line): string => parts.map(inline).join("");

const p = (content: string, style = "margin:0 0 16px") => `<p style="${style}">${content}</p>`;

export function renderHtml(message: Message, lang: string): string {
  const body: string[] = [];
  for (const block of message.blocks) {
    switch (block.kind) {
      case "para":
        body.push(p(line(block.line)));
        break;
      case "warning":
        body.push(
          p(
            line(block.line),
            "margin:0 0 16px;padding:8px 12px;background:#fff7ed;border-left:4px solid #f97316",
          ),
        );
        break;
      case "facts": {
        const rows = block.rows.map(
          (row) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td>` +
            `<td style="padding:4px 0">${line(row.value)}</td></tr>`,
        );
        body.push(
          `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>`,
        );
        break;
      }
      case "list": {
        const items = block.items.map((item) => `<li>${line(item)}</li>`);
        if (block.more)
          items.push(`<li style="list-style:none;color:#6b7280">${escapeHtml(block.more)}</li>`);
        body.push(p(`<strong>${escapeHtml(block.title)}</strong>`, "margin:0 0 4px"));
        body.push(`<ul style="margin:0 0 16px;padding-left:20px">${items.join("")}</ul>`);
        break;
      }
      case "steps":
        body.push(p(escapeHtml(block.title), "margin:0 0 4px"));
        body.push(
          `<ol style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ol>`,
        );
        break;
    }
  }
  const footer = `${escapeHtml(message.footer.reason)}<br>${escapeHtml(message.footer.change)}${gap(message.footer.change)}${inline({ href: message.footer.href, label: message.footer.href })}`;
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(message.title)}</h1>`,
    ...body,
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">',
    p(footer, "margin:0;color:#6b7280;font-size:12px"),
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}
