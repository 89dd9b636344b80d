/** The `default` identity JSON schema (served at /schemas/ZGVmYXVsdA, as Kratos serves its schemas). */
export const identityJsonSchema = {
  $id: "https://schemas.pithead.local/identity/default.schema.json",
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Person",
  type: "object",
  properties: {
    traits: {
      type: "object",
      properties: {
        email: {
          type: "string",
          format: "email",
          title: "E-Mail",
          "ory.sh/kratos": {
            credentials: { password: { identifier: true } },
            verification: { via: "email" },
            recovery: { via: "email" },
          },
        },
        terms_agreed: { type: "boolean", const: true, title: "I agree to the terms of service" },
        language: { type: "string", enum: ["en", "ru", "cn"], title: "Language" },
      },
      required: ["email", "terms_agreed"],
      additionalProperties: false,
    },
  },
};
