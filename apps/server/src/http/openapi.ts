// The OpenAPI 3.1 document, generated from the shared zod contract (never written by hand).
import { errorBodySchema, type EndpointDef } from '@changamoto/shared/contract';
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
      ...(def.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(def.body, 'input') } } } } : {}),
      ...(def.upload
        ? {
            requestBody: {
              required: true,
              description: `One file in the field "${def.upload.field}", at most ${def.upload.maxBytes} bytes: ${def.upload.types.join(', ')} (checked by content, not name).`,
              content: { 'multipart/form-data': { schema: { type: 'object', required: [def.upload.field], properties: { [def.upload.field]: { type: 'string', format: 'binary' } } } } },
            },
          }
        : {}),
      responses: {
        [String(def.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: toSchema(def.response, 'output') } } },
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
