/** The Ory SDK's session model alone (a chunk of a few hundred bytes, not the SDK's 8 kB): check-session.ts. */
export { SessionFromJSON } from "@ory/client-fetch";
