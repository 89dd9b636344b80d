import type { FastifyInstance } from "fastify";

/** The OpenAPI pieces the security suites read of one operation. */
export interface OperationSchema {
  parameters?: { in: "path" | "query" | "header"; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** One operation of the generated OpenAPI document: the key the tables use is `METHOD /path/{param}`. */
export interface Operation {
  key: string;
  method: string;
  /** The OpenAPI path template, e.g. `/api/backend/v0.1/miners/{id}`. */
  path: string;
  schema: OperationSchema;
}

/** Every operation of the app's OpenAPI document (generated from the route schemas), in document order. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OperationSchema>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, schema] of Object.entries(item)) {
      const upper = method.toUpperCase();
      operations.push({ key: `${upper} ${path}`, method: upper, path, schema });
    }
  }
  return operations;
}

/** The path template filled with values (each `{name}` URL-encoded); a missing value throws. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
