import type * as z from 'zod/mini';
import type { Caller } from '../../application/auth/caller';
import { idParamsDto } from '../http/dto/common.dto';
import {
  callerOf,
  route,
  type RestMethod,
  type RestReply,
  type RestRequest,
  type RestServices,
  type RouteSpec,
} from './rest-route';

/**
 * The routes of one resource, written as what is particular to each: a group fixes the tag and who may call, the
 * answer helpers the status, and the handler is the service call alone (its result is the answer's body).
 */
type Audience = RouteSpec['auth'];
type Answer = RouteSpec['answer'];

/** The request a group's handlers see: on staff routes the caller is known (the app refuses the others first). */
export type GroupRequest<A extends Audience, P, Q, B> = A extends 'staff'
  ? RestRequest<P, Q, B> & { readonly caller: Caller }
  : RestRequest<P, Q, B>;

type Handler<A extends Audience, P, Q, B, R> = (
  request: GroupRequest<A, P, Q, B>,
  services: RestServices,
) => Promise<R>;

/** A 200 answer with this body. */
export const ok = (description: string, schema: z.ZodMiniType): Answer => ({ status: 200, description, schema });

/** A 201 answer with the new record. */
export const created = (description: string, schema: z.ZodMiniType): Answer => ({ status: 201, description, schema });

/** A 204 answer: no body. */
export const noContent = (description: string): Answer => ({ status: 204, description });

/** The input and call of a staff route on one record that takes nothing but its `{id}`: the call gets caller and id. */
export function byId<R>(call: (caller: Caller, id: string, services: RestServices) => Promise<R>) {
  type OnOne = { readonly caller: Caller; readonly params: { readonly id: string } };
  return {
    params: idParamsDto,
    call: ({ caller, params }: OnOne, services: RestServices) => call(caller, params.id, services),
  };
}

interface EndpointBase<P, Q, B> {
  readonly summary: string;
  readonly params?: z.ZodMiniType<P>;
  readonly query?: z.ZodMiniType<Q>;
  readonly body?: z.ZodMiniType<B>;
  readonly answer: Answer;
}

/**
 * What one route states: its summary, input schemas and answer, and either `call`, the service call whose result is
 * the body (ignored when the answer has none), or `reply`, the whole reply where the status depends on the outcome.
 */
export type Endpoint<A extends Audience, P, Q, B> = EndpointBase<P, Q, B> &
  (
    | { readonly call: Handler<A, P, Q, B, unknown>; readonly reply?: never }
    | { readonly reply: Handler<A, P, Q, B, RestReply>; readonly call?: never }
  );

function handlerOf<A extends Audience, P, Q, B>(
  auth: A,
  endpoint: Endpoint<A, P, Q, B>,
): RouteSpec<P, Q, B>['handler'] {
  return async (request, services) => {
    // The app refuses an anonymous request to a staff route before this; the check keeps the type honest anyway.
    if (auth === 'staff') callerOf(request);
    const signedIn = request as GroupRequest<A, P, Q, B>;
    if (endpoint.reply) return endpoint.reply(signedIn, services);
    const result = await endpoint.call(signedIn, services);
    return endpoint.answer.schema ? { body: result } : {};
  };
}

/** The route builders of one tag and audience: `group.get(path, endpoint)` and likewise post, put and delete. */
export function routeGroup<A extends Audience>(tag: string, auth: A) {
  const method =
    (verb: RestMethod) =>
    <P = undefined, Q = undefined, B = undefined>(path: string, endpoint: Endpoint<A, P, Q, B>): RouteSpec => {
      const { call: _call, reply: _reply, ...described } = endpoint;
      return route<P, Q, B>({ method: verb, path, tag, auth, ...described, handler: handlerOf(auth, endpoint) });
    };
  return { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
}
