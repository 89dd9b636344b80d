import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../../clock";
import type { IdentitySettings } from "../identity.settings";
import { parseCookies, serializeCookie } from "../lib/cookies";
import type { ErrorsRepository } from "../self-service/errors.repository";
import { csrfCookieName, maskCsrfToken, newCsrfSecret, verifyCsrfToken } from "./csrf";
import { errors, type KratosError } from "./errors";
import { type Flow, type FlowKind, flowToJson } from "./flow";
import { isJsonRequest } from "./request-kind";

export type FlowHttpDeps = { settings: IdentitySettings; errorsRepo: ErrorsRepository; clock: Clock };

/** Only self-service flow pages are navigated to by browsers; every other identity endpoint answers JSON. */
function isBrowserNavigation(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  const flowPage =
    /\/self-service\/(login|registration|recovery|verification|settings|logout)(\/browser)?$/.test(path);
  return flowPage && (request.headers.accept ?? "").includes("text/html");
}

const csrfMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The SPA page of a flow kind: `/auth/login`, `/auth/registration`, ..., `/settings`. */
export function flowUiUrl(settings: IdentitySettings, kind: FlowKind, id: string): string {
  return `${settings.ui[kind]}?flow=${id}`;
}

/**
 * The HTTP side of a flow request: JSON or browser, cookies, CSRF, answers. Routes build one per
 * request: `const http = flowHttp(deps, request, reply)`.
 */
export function flowHttp(deps: FlowHttpDeps, request: FastifyRequest, reply: FastifyReply) {
  const { settings } = deps;
  const cookies = parseCookies(request.headers.cookie);
  const csrfName = csrfCookieName(settings.baseUrl);
  const json = isJsonRequest(request.headers, request.method !== "GET");
  const setCookies: string[] = [];
  let csrfSecret = cookies[csrfName];

  const flush = () => {
    if (setCookies.length > 0) reply.header("set-cookie", setCookies);
  };

  return {
    json,
    cookies,
    /** The full URL of this request, as Kratos records `request_url`. */
    requestUrl: `${settings.publicUrl}${request.url}`,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",

    /** A masked token of the CSRF cookie's secret; sets the cookie when it is missing or invalid. */
    csrfToken(): string {
      if (!csrfSecret || Buffer.from(csrfSecret, "base64").length !== 32) {
        csrfSecret = newCsrfSecret();
        setCookies.push(
          serializeCookie(csrfName, csrfSecret, {
            secure: settings.secureCookies,
            maxAgeSeconds: csrfMaxAgeSeconds,
          }),
        );
      }
      return maskCsrfToken(csrfSecret);
    },

    /** Browser flows: the cookie must match the flow's token (GET) or the body's `csrf_token` (submit). */
    assertCsrf(flow: Flow, submitted?: unknown): void {
      if (flow.type === "api") {
        if (request.method === "GET") return;
        if (request.headers.origin)
          throw errors.browserFlowRequired(
            'The HTTP Request Header included the "Origin" key, indicating that this request was made as part of an AJAX request in a Browser. The flow however was initiated as an API request. To prevent potential misuse and mitigate several attack vectors including CSRF, the request has been blocked. Please consult the documentation.',
          );
        if (request.headers.cookie)
          throw errors.browserFlowRequired(
            'The HTTP Request Header included the "Cookie" key, indicating that this request was made by a Browser. The flow however was initiated as an API request. To prevent potential misuse and mitigate several attack vectors including CSRF, the request has been blocked. Please consult the documentation.',
          );
        return;
      }
      const stored = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token")?.attributes.value;
      const token = submitted === undefined ? stored : submitted;
      const headerToken = request.headers["x-csrf-token"];
      if (verifyCsrfToken(csrfSecret, token)) return;
      if (
        submitted !== undefined &&
        typeof headerToken === "string" &&
        verifyCsrfToken(csrfSecret, headerToken)
      )
        return;
      throw errors.csrf();
    },

    setCookie(cookie: string): void {
      setCookies.push(cookie);
    },

    /** 200/400 with the flow (JSON, api flows) or 303 to the flow's page (browser navigations). */
    sendFlow(flow: Flow, status = 200, extras: Record<string, unknown> = {}) {
      flush();
      if (json || flow.type === "api") return reply.code(status).send(flowToJson(flow, extras));
      return reply.redirect(flowUiUrl(settings, flow.kind, flow.id), 303);
    },

    sendJson(status: number, body: unknown) {
      flush();
      return reply.code(status).send(body);
    },

    redirect(url: string) {
      flush();
      return reply.redirect(url, 303);
    },

    /** Success of a browser navigation: 303 to `to`; JSON clients get `body`. */
    sendSuccess(body: unknown, to: string) {
      flush();
      if (json) return reply.code(200).send(body);
      return reply.redirect(to, 303);
    },

    /**
     * The error as JSON; browser navigations (Accept: text/html) of self-service flow pages get a
     * 303 instead: to `redirect_browser_to`, or to the error page after storing the error.
     */
    async sendError(error: KratosError) {
      flush();
      if (json || !isBrowserNavigation(request)) return reply.code(error.status).send(error.toBody());
      const redirectTo = error.extras.redirect_browser_to;
      if (typeof redirectTo === "string") return reply.redirect(redirectTo, 303);
      const id = await deps.errorsRepo.insert(
        error.toBody().error as Record<string, unknown>,
        deps.clock.now(),
      );
      return reply.redirect(`${settings.ui.error}?id=${id}`, 303);
    },
  };
}
export type FlowHttp = ReturnType<typeof flowHttp>;
