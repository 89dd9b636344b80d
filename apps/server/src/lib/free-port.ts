import { createServer } from "node:net";

/**
 * A TCP port free on 127.0.0.1 a moment ago (the OS picks it), for a server started next: the embedded
 * PostgreSQL, and the servers tests and benches start in other processes.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
