import { freightToCsv } from '../../../domain/freight/freight-csv';
import { freightDashboard } from '../../../domain/freight/freight-dashboard';
import {
  applyTransition,
  checkEdit,
  FREIGHT_ACTIONS,
  type FreightAction,
  type FreightActor,
} from '../../../domain/freight/freight-lifecycle';
import { applyFreightInput, createFreightRecord, type FreightRecord } from '../../../domain/freight/freight-record';
import { nextReference } from '../../../domain/freight/freight-reference';
import { validateFreight } from '../../../domain/freight/freight-validation';
import { isIsoDate } from '../../../domain/freight/iso-date';
import { freightInputDto } from '../../http/dto/freight.dto';
import { requestUser } from '../mock-jwt';
import { bodyRecord, created, fail, ok, queryString } from '../mock-responses';
import type { MockHandlersModule, MockRequest, MockResponse } from '../mock-server';
import { createFreightIndexCache, FREIGHT_TABLE, readFreightQuery, seedFreight } from './freight-store';

/** The freight REST contract: list query, export, dashboard, CRUD and status transitions, all through the domain. */
export const handlers: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    const { db } = context;
    db.define<FreightRecord>(FREIGHT_TABLE, () => seedFreight(context));
    const records = () => db.table<FreightRecord>(FREIGHT_TABLE);
    const cache = createFreightIndexCache(records);
    const byRequestId = new Map<string, string>();
    let nextId = 0;

    const withUser =
      (handler: (request: MockRequest, actor: FreightActor) => MockResponse) => async (request: MockRequest) => {
        const user = await requestUser(request, context);
        if (!user) return fail(401, 'Invalid access token.');
        return handler(request, { id: user.id, name: user.name, role: user.rule });
      };
    const stamp = (actor: FreightActor) => ({
      at: context.now().toISOString(),
      by: { id: actor.id, name: actor.name },
    });
    const find = (id: string | undefined) => records().findIndex((r) => r.id === id);
    const store = (position: number, record: FreightRecord) => {
      records()[position] = record;
      cache.invalidate();
    };

    router.get(
      '/api/freight',
      withUser((request) => {
        const { items, total, page, pageCount } = cache.query(readFreightQuery(request));
        return ok({ items, total, page, pageCount });
      }),
    );

    router.get(
      '/api/freight/export',
      withUser((request) => {
        const all = cache.all(readFreightQuery(request));
        return ok({ csv: freightToCsv(all), count: all.length });
      }),
    );

    router.get(
      '/api/freight/dashboard',
      withUser((request) => {
        const asked = queryString(request, 'today') ?? '';
        const today = isIsoDate(asked) ? asked : context.now().toISOString().slice(0, 10);
        return ok(freightDashboard(records(), { today }));
      }),
    );

    router.get(
      '/api/freight/:id',
      withUser((request) => {
        const record = records()[find(request.params.id)];
        return record ? ok(record) : fail(404, 'This shipment does not exist.');
      }),
    );

    router.post(
      '/api/freight',
      withUser((request, actor) => {
        const body = bodyRecord(request);
        const requestId = typeof body.requestId === 'string' ? body.requestId : null;
        const earlier = requestId ? records().find((r) => r.id === byRequestId.get(requestId)) : undefined;
        if (earlier) return ok(earlier);
        const parsed = freightInputDto.safeParse(body.input);
        if (!parsed.success) return fail(400, 'The shipment is incomplete or malformed.');
        const { at, by } = stamp(actor);
        nextId += 1;
        const record = createFreightRecord(parsed.data, {
          id: `fr-n${Date.parse(at).toString(36)}${nextId}`,
          reference: nextReference(
            records().map((r) => r.reference),
            Number(at.slice(0, 4)),
          ),
          at,
          by,
        });
        const errors = validateFreight(record);
        if (Object.keys(errors).length > 0) return fail(422, 'Some values were not accepted.', { ...errors });
        records().push(record);
        cache.invalidate();
        if (requestId) byRequestId.set(requestId, record.id);
        return created(record);
      }),
    );

    router.put(
      '/api/freight/:id',
      withUser((request, actor) => {
        const position = find(request.params.id);
        const before = records()[position];
        if (!before) return fail(404, 'This shipment does not exist.');
        const body = bodyRecord(request);
        if (typeof body.expectedUpdatedAt === 'string' && body.expectedUpdatedAt !== before.audit.updatedAt) {
          return fail(409, 'Someone else saved this shipment after you opened it. Reload to see their changes.');
        }
        const parsed = freightInputDto.safeParse(body.input);
        if (!parsed.success) return fail(400, 'The shipment is incomplete or malformed.');
        const after = applyFreightInput(before, parsed.data, stamp(actor));
        const errors = validateFreight(after);
        if (Object.keys(errors).length > 0) return fail(422, 'Some values were not accepted.', { ...errors });
        const allowed = checkEdit(before, after);
        if (!allowed.ok) {
          return fail(
            409,
            allowed.error.code === 'closed'
              ? 'This shipment is closed and can no longer change.'
              : 'The invoice is locked since the shipment was booked; an admin can reopen it.',
          );
        }
        store(position, after);
        return ok(after);
      }),
    );

    const transitionOne = (id: string, action: FreightAction, actor: FreightActor) => {
      const position = find(id);
      const before = records()[position];
      if (!before) return { error: 'notFound' as const, before: undefined };
      const result = applyTransition(before, action, { at: stamp(actor).at, by: actor });
      if (!result.ok) return { error: result.error.code, before };
      store(position, result.value);
      return { record: result.value, before };
    };

    router.post(
      '/api/freight/:id/transitions',
      withUser((request, actor) => {
        const action = bodyRecord(request).action;
        if (!isAction(action)) return fail(400, 'Unknown status action.');
        const outcome = transitionOne(request.params.id ?? '', action, actor);
        if (outcome.record) return ok(outcome.record);
        if (outcome.error === 'notFound') return fail(404, 'This shipment does not exist.');
        if (outcome.error === 'adminOnly') return fail(403, 'Only an admin can reopen a booked shipment.');
        return fail(409, refusalText(outcome.error), { status: outcome.error });
      }),
    );

    router.post(
      '/api/freight/transitions',
      withUser((request, actor) => {
        const body = bodyRecord(request);
        const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
        if (!isAction(body.action)) return fail(400, 'Unknown status action.');
        const action = body.action;
        const updated: FreightRecord[] = [];
        const refused: { id: string; reference: string; code: string }[] = [];
        for (const id of ids) {
          const outcome = transitionOne(id, action, actor);
          if (outcome.record) updated.push(outcome.record);
          else refused.push({ id, reference: outcome.before?.reference ?? '', code: outcome.error ?? 'notFound' });
        }
        return ok({ updated, refused });
      }),
    );
  },
};

function isAction(value: unknown): value is FreightAction {
  return typeof value === 'string' && (FREIGHT_ACTIONS as readonly string[]).includes(value);
}

function refusalText(code: string): string {
  return code === 'bookingIncomplete'
    ? 'The shipment cannot be booked yet: it needs a shipper, a consignee, a carrier, at least one line and no errors.'
    : 'This status change is not allowed from the current status.';
}
