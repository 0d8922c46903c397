// The OpenAPI 3.1 document, generated from the shared zod contract (never written by hand).
import { errorBodySchema, uploadFields, type EndpointDef, type UploadDef } from '@changamoto/shared/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** multipart/form-data: one binary property per file field, plus the text fields of `body` when declared. */
function uploadBody(def: EndpointDef, upload: UploadDef) {
  const files = uploadFields(upload);
  const text = def.body ? (toSchema(def.body, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
  return {
    required: true,
    description: `${files.length === 1 ? `One file in the field "${files[0]}"` : `One file in each of the fields ${files.map((f) => `"${f}"`).join(', ')}`}, at most ${upload.maxBytes} bytes each: ${upload.types.join(', ')} (checked by content, not name).`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [...files, ...(text.required ?? [])],
          properties: { ...text.properties, ...Object.fromEntries(files.map((field) => [field, { type: 'string', format: 'binary' }])) },
        },
      },
    },
  };
}

export function buildOpenApiDocument(contract: Record<string, EndpointDef>, options: { serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = toSchema(errorBodySchema, 'output');
  for (const [operationId, def] of Object.entries(contract)) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId,
      summary: def.summary,
      tags: [def.tag],
      'x-access': def.access,
      parameters: [...parametersOf(def.params, 'path'), ...parametersOf(def.query, 'query')],
      ...(def.body && !def.upload ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(def.body, 'input') } } } } : {}),
      ...(def.upload ? { requestBody: uploadBody(def, def.upload) } : {}),
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: def.download ? Object.fromEntries(def.download.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) : { 'application/json': { schema: toSchema(def.response, 'output') } },
        },
        default: { description: 'Error ({ error: { code, message, fields? } })', content: { 'application/json': { schema: errorSchema } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Changamoto API', version: '1.0.0', description: 'Token challenges for adults in Kenya and East Africa. Every error has the shape { error: { code, message, fields? } }.' },
    servers: [{ url: options.serverUrl }],
    paths,
  };
}
