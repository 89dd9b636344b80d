import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorBody } from "@pithead/contract";

/** The status and product body for a request Node's parser refused before Fastify saw it. */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === "HPE_HEADER_OVERFLOW") {
    return {
      status: 431,
      body: { code: "validation_failed", message: "The request's address or headers are too long" },
    };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return {
      status: 408,
      body: { code: "validation_failed", message: "The request took too long to arrive" },
    };
  }
  return { status: 400, body: { code: "validation_failed", message: "Malformed HTTP request" } };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a query string over the header limit, a
 * malformed request line) still gets the product body `{code, message}`, as Fastify's own default does in its
 * own shape. A reset connection gets nothing.
 */
export function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
