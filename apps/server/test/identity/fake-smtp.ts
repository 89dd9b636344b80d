import { createServer, type Server } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/** A minimal SMTP server on 127.0.0.1 that records every message it accepts (no auth, no TLS). */
export async function startFakeSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
          else if (verb === "MAIL") current.from = line.slice(10).trim();
          else if (verb === "RCPT") current.to.push(line.slice(8).trim());
          if (verb === "MAIL" || verb === "RCPT" || verb === "RSET" || verb === "NOOP")
            socket.write("250 ok\r\n");
          else if (verb === "DATA") {
            inData = true;
            socket.write("354 go ahead\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
        }
        index = buffer.indexOf("\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
