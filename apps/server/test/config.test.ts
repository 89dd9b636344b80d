import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { trustProxyHint } from "../src/lib/trust-proxy";

describe("loadConfig", () => {
  it("has defaults for a local start", () => {
    const c = loadConfig({ INIT_CWD: "/repo" });
    expect(c).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:8080",
      dataDir: "/repo/.data",
      databaseUrl: undefined,
      demo: true,
      nodeEnv: "development",
      logLevel: "info",
      rateLimitPerMinute: 600,
      trustProxy: false,
    });
    expect(c.webDist).toMatch(/apps\/web\/dist$/);
  });

  it("resolves a relative DATA_DIR and WEB_DIST against INIT_CWD, keeps absolute ones", () => {
    expect(loadConfig({ INIT_CWD: "/repo", DATA_DIR: "var/db" }).dataDir).toBe("/repo/var/db");
    expect(loadConfig({ INIT_CWD: "/repo", DATA_DIR: "/srv/db" }).dataDir).toBe("/srv/db");
    expect(loadConfig({ INIT_CWD: "/repo", WEB_DIST: "web" }).webDist).toBe("/repo/web");
  });

  it("derives PUBLIC_URL from HOST and PORT, loopback for a wildcard host", () => {
    expect(loadConfig({ PORT: "9000", HOST: "10.0.0.5" }).publicUrl).toBe("http://10.0.0.5:9000");
    expect(loadConfig({ HOST: "0.0.0.0" }).publicUrl).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ PUBLIC_URL: "https://pool.example.com" }).publicUrl).toBe("https://pool.example.com");
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid PORT "abc": must be an integer between 1 and 65535'],
    [{ PORT: "70000" }, 'Invalid PORT "70000": must be an integer between 1 and 65535'],
    [
      { PUBLIC_URL: "https://pool.example.com/" },
      'Invalid PUBLIC_URL "https://pool.example.com/": must not end with a slash',
    ],
    [
      { PUBLIC_URL: "ftp://x" },
      'Invalid PUBLIC_URL "ftp://x": must be an http(s) URL such as https://pool.example.com',
    ],
    [
      { DATABASE_URL: "mysql://x" },
      'Invalid DATABASE_URL "mysql://x": must start with postgres:// or postgresql://',
    ],
    [{ DEMO: "maybe" }, 'Invalid DEMO "maybe": must be one of 1, 0, true, false, yes, no, on, off'],
    [
      { RATE_LIMIT_PER_MINUTE: "5" },
      'Invalid RATE_LIMIT_PER_MINUTE "5": must be an integer between 10 and 1000000',
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, `Invalid TRUST_PROXY "10.0.0.0/33": ${trustProxyHint}`],
    [{ TRUST_PROXY: "1" }, `Invalid TRUST_PROXY "1": ${trustProxyHint}`],
    [{ TRUST_PROXY: "proxy.local" }, `Invalid TRUST_PROXY "proxy.local": ${trustProxyHint}`],
    [
      { SMTP_URL: "mail.example.com" },
      'Invalid SMTP_URL "mail.example.com": must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
    ],
    [
      { IDENTITY_URL: "kratos:4433" },
      'Invalid IDENTITY_URL "kratos:4433": must be an http(s) URL such as https://kratos.example.com',
    ],
    [
      { IDENTITY_URL: "https://kratos.example.com/" },
      'Invalid IDENTITY_URL "https://kratos.example.com/": must not end with a slash',
    ],
  ])("rejects %o with a one-line message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it("turns DEMO off in production and on PostgreSQL, and lets DEMO override outside production", () => {
    expect(loadConfig({ NODE_ENV: "production", INGEST_TOKEN: "t".repeat(32) }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DEMO: "1" }).demo).toBe(true);
    expect(loadConfig({ DEMO: "off" }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO: "0", INGEST_TOKEN: "t".repeat(32) }).demo).toBe(false);
  });

  it("refuses DEMO=1 in production: production never seeds demo data", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEMO: "1" })).toThrow(
      'Invalid DEMO "1": demo data is never seeded when NODE_ENV=production',
    );
  });

  it("sends mail to the dev mailbox unless SMTP_URL is set, from MAIL_FROM", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: "Pithead <no-reply@pithead.test>" });
    expect(
      loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "Pool <pool@example.com>" }),
    ).toMatchObject({ smtpUrl: "smtps://u:p@mail.example.com:465", mailFrom: "Pool <pool@example.com>" });
  });

  it("uses the built-in identity module unless IDENTITY_URL names a Kratos", () => {
    expect(loadConfig({}).identityUrl).toBeUndefined();
    expect(loadConfig({ IDENTITY_URL: "http://kratos:4433" }).identityUrl).toBe("http://kratos:4433");
  });

  it("trusts X-Forwarded-For only from the proxies TRUST_PROXY names", () => {
    expect(loadConfig({ NODE_ENV: "production", INGEST_TOKEN: "x".repeat(24) }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
