import { type Logger, type LoggerOptions, pino } from "pino";
import type { Config } from "./config";

/** JSON logs; readable pino-pretty output only for a person at a terminal outside production. */
export function createLogger(config: Pick<Config, "logLevel" | "isProduction">): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
  };
  if (process.stdout.isTTY && !config.isProduction) {
    options.transport = {
      target: "pino-pretty",
      options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
    };
  }
  return pino(options);
}
