// `npm run dev`: the server with reload on change (port 8080) and Vite's dev server (port 5173),
// which proxies /api, /identity, /static/locales and /meta to the server. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
