/**
 * The zod schemas the app shell checks answers with (the configuration, the build version, the product error
 * body). A chunk of its own, loaded through `loadResponseSchemas()` in parallel with the request that needs it:
 * zod is not part of the first route's JavaScript.
 */
export { errorBodySchema, poolConfigSchema, versionSchema } from "@pithead/contract";
