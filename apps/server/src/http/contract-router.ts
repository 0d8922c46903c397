// Mounts a handler for every endpoint of the shared contract. A domain's routes file exports
// `Handlers<typeof xContract>`; app.ts spreads them into `Handlers<Contract>`, so a missing one fails to compile.
import type { Context, Hono } from 'hono';
import type { EndpointDef, EndpointOutput, ParsedInput } from '@changamoto/shared/contract';
import type { z } from 'zod';
import { errors, validationError } from './errors';
import type { AppEnv } from './types';

/** The signed-in caller, as the server checks permissions with it (DOMAIN.md §6). */
export interface Viewer {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

/** user/admin endpoints receive the viewer; public ones do not look the session up (null). */
export type ViewerFor<E extends EndpointDef> = E['access'] extends 'public' ? null : Viewer;
export type Handler<E extends EndpointDef> = (input: ParsedInput<E>, c: Context<AppEnv>, viewer: ViewerFor<E>) => Promise<EndpointOutput<E>>;
export type Handlers<C extends Record<string, EndpointDef>> = { [K in keyof C]: Handler<C[K]> };

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw errors.validation('Send the request body as JSON (Content-Type: application/json).');
  try {
    return await c.req.json();
  } catch {
    throw errors.validation('The request body is not valid JSON.');
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

export interface MountOptions {
  checkResponses: boolean;
  /** Reads the session from the request (better-auth); null when signed out. */
  getViewer(c: Context<AppEnv>): Promise<Viewer | null>;
}

async function authorize(def: EndpointDef, c: Context<AppEnv>, options: MountOptions): Promise<Viewer | null> {
  if (def.access === 'public') return null;
  const viewer = await options.getViewer(c);
  if (!viewer) throw errors.unauthorized();
  if (def.access === 'admin' && viewer.role !== 'admin') throw errors.forbidden();
  return viewer;
}

export function mountContract<C extends Record<string, EndpointDef>>(app: Hono<AppEnv>, contract: C, handlers: Handlers<C>, options: MountOptions): void {
  for (const [name, def] of Object.entries(contract)) {
    const handler = handlers[name as keyof C] as Handler<EndpointDef>;
    app.on(def.method, def.path, async (c) => {
      const viewer = await authorize(def, c, options);
      const input = {
        params: def.params ? parse(def.params, c.req.param(), 'params') : {},
        query: def.query ? parse(def.query, c.req.query(), 'query') : {},
        // An upload's body is multipart/form-data: its handler reads the form itself.
        body: def.body && !def.upload ? parse(def.body, await readJson(c), 'body') : undefined,
      } as ParsedInput<EndpointDef>;
      const output = await (handler as (i: typeof input, c: Context<AppEnv>, v: Viewer | null) => Promise<unknown>)(input, c, viewer);
      // In development and tests a response that drifts from the contract is a bug to see at once.
      const body = options.checkResponses ? def.response.parse(output) : output;
      return c.json(body as object, def.status ?? 200);
    });
  }
}
