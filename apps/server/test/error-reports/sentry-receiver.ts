import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";

export interface EnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: Record<string, unknown>;
}

/**
 * A local stand-in for Sentry's ingest: accepts `POST /api/<project>/envelope/` (gzip or plain) and keeps the
 * envelopes' items (newline-separated JSON: the envelope header, then an item header and payload per item).
 */
export async function startSentryReceiver() {
  const items: EnvelopeItem[] = [];
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      paths.push(req.url ?? "");
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      const lines = body.toString("utf8").split("\n").filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        items.push({ header: JSON.parse(lines[i] as string), payload: JSON.parse(lines[i + 1] as string) });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    paths,
    /** The error events received so far. */
    events: () => items.filter((i) => i.header.type === "event").map((i) => i.payload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
