// Test support: the response schemas of Paystack's published OpenAPI (the trimmed copy in
// ../openapi/paystack.trimmed.json), turned into JSON Schema for ajv, with the few places where
// Paystack's own documentation examples say otherwise named and applied (docs/paystack.md: where the
// OpenAPI and the examples disagree, the examples win).
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const SPEC = JSON.parse(readFileSync(new URL('../openapi/paystack.trimmed.json', import.meta.url), 'utf8')) as JsonObject & {
  'x-source': { repository: string; path: string; commit: string; operations: string[] };
  paths: Record<string, Record<string, JsonObject>>;
  components: Record<string, Record<string, JsonObject>>;
};

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0 → JSON Schema: `nullable: true` becomes a null type (or nothing where no type is given); examples dropped. */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key === 'description') continue;
    out[key] = key === 'properties' && isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)])) : toJsonSchema(value);
  }
  if (node.nullable === true && typeof node.type === 'string') out.type = [node.type, 'null'];
  if (node.nullable === true && Array.isArray(node.enum)) out.enum = [...node.enum, null];
  return out;
}

/** A deviation: where the published examples contradict the OpenAPI schema, the schema is widened to what they show. */
export interface Deviation {
  schema: string;
  /** Property path inside that schema, e.g. ['data', 'recipient', 'email']. */
  path: string[];
  /** What the examples show instead. */
  allow: 'null' | 'any-string' | 'object';
  source: string;
}

export const DEVIATIONS: Deviation[] = [
  {
    schema: 'Error',
    path: ['code'],
    allow: 'any-string',
    source:
      'The OpenAPI puts validation_error|processor_error|api_error in `code`; every error example (api/introduction/sample-error.js, api/transfers/initiate 400) has them in `type` and a specific `code` such as missing_params or invalid_transfer_recipient.',
  },
  ...(['TransferRecipientCreateResponse', 'TransferVerifyResponse', 'TransferListResponseArray'] as const).flatMap((schema) => {
    const at = { TransferRecipientCreateResponse: ['data'], TransferVerifyResponse: ['data', 'recipient'], TransferListResponseArray: ['recipient'] }[schema];
    return (['description', 'email'] as const).map((field) => ({
      schema,
      path: [...at, field],
      allow: 'null' as const,
      source: `The schema says string; the recipient examples (doc/transfers/single/transfer-recipient-mpesa.js, api/transfers/verify/response.json) have "${field}": null.`,
    }));
  }),
  {
    schema: 'VerifyResponse',
    path: ['data', 'authorization', 'signature'],
    allow: 'null',
    source: 'The schema says string; a non-reusable authorization has "signature": null in the examples (api/charges/submit-otp/response.json 200).',
  },
];

function widen(schema: JsonObject, path: string[], allow: Deviation['allow']): void {
  let node: JsonObject = schema;
  for (const key of path) {
    const properties = node.properties;
    if (!isObject(properties) || !isObject(properties[key])) throw new Error(`The OpenAPI copy has no property ${path.join('.')}: update DEVIATIONS`);
    node = properties[key];
  }
  if (allow === 'any-string') delete node.enum;
  if (allow === 'null') node.type = [...new Set([...(Array.isArray(node.type) ? node.type : [node.type ?? 'string']), 'null'])] as Json;
  if (allow === 'object') node.type = 'object';
}

function buildDocument(): JsonObject {
  const components = toJsonSchema(SPEC.components as unknown as Json) as Record<string, Record<string, JsonObject>>;
  for (const deviation of DEVIATIONS) {
    const schema = components.schemas?.[deviation.schema];
    if (!schema) throw new Error(`The OpenAPI copy has no schema ${deviation.schema}`);
    widen(schema, deviation.path, deviation.allow);
  }
  return { $id: 'paystack', components } as JsonObject;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(buildDocument());

const compiled = new Map<string, ValidateFunction>();
/** A validator for a named schema of the copy (after the deviations), e.g. 'VerifyResponse'. */
export function schemaValidator(name: string): ValidateFunction {
  const key = `paystack#/components/schemas/${name}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

/** The schema name the OpenAPI gives for an operation's answer with this HTTP status, or null when it lists none. */
export function responseSchemaName(method: string, path: string, status: number): string | null {
  const operation = SPEC.paths[path]?.[method];
  if (!operation) throw new Error(`The OpenAPI copy has no operation ${method.toUpperCase()} ${path}`);
  const responses = operation.responses as Record<string, JsonObject>;
  let response = responses[String(status)];
  if (!response) return null;
  if (typeof response.$ref === 'string') response = SPEC.components.responses![response.$ref.split('/').at(-1)!]!;
  const schema = ((response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema as JsonObject | undefined;
  if (!schema) return null;
  if (typeof schema.$ref !== 'string') throw new Error(`${method.toUpperCase()} ${path} ${status}: inline schema; name it in the copy`);
  return schema.$ref.split('/').at(-1)!;
}

/** The statuses the OpenAPI lists for an operation. */
export function listedStatuses(method: string, path: string): string[] {
  return Object.keys((SPEC.paths[path]?.[method]?.responses as JsonObject | undefined) ?? {});
}

/** ajv's errors in one readable line each. */
export function describeErrors(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}
