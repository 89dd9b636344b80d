import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/**
 * A software security key for tests: a P-256 key pair that answers WebAuthn registration
 * ("none" attestation) and authentication ceremonies exactly as a browser would hand them over.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  #keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  #counter = 0;

  constructor(readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const jwk = this.#keys.publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
      [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x41]),
      this.#counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authData)],
    ]);
    const clientData = this.#clientData("webauthn.create", options.challenge);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(isoCBOR.encode(attestation as never)),
        transports: ["usb"],
      },
    };
  }

  authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.#counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01]), this.#counterBytes()]);
    const clientData = this.#clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.#keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        authenticatorData: b64url(authData),
        clientDataJSON: b64url(clientData),
        signature: b64url(signature),
      },
    };
  }

  #clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  #counterBytes(): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(this.#counter);
    return b;
  }
}
