import type { StoredMail } from "./courier.repository";
import { escapeHtml } from "./templates";

/** The dev mailbox as one readable HTML page; every value escaped, mail HTML never rendered. */
export function devMailboxPage(mails: StoredMail[], to: string | undefined): string {
  const heading = to ? `Dev mailbox: ${escapeHtml(to)}` : "Dev mailbox";
  const items = mails.map(
    (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.kind)} · <time>${m.createdAt.toISOString()}</time>
  · <a href="?to=${encodeURIComponent(m.to)}">only this address</a></p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1b1f2a; }
article { border: 1px solid #d5d9e2; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin: 4px 0; }
.meta { color: #5b6170; font-size: 13px; margin: 4px 0 8px; }
pre { white-space: pre-wrap; font-size: 14px; background: #f5f6f8; padding: 8px; border-radius: 6px; }
</style>
</head>
<body>
<h1>${heading}</h1>
<p class="meta">Mail the server would send, kept here because SMTP_URL is not set. Only outside production.
${to ? ' <a href="?">Show all</a>' : ""}</p>
${items.length ? items.join("\n") : "<p>No mail yet.</p>"}
</body>
</html>
`;
}
