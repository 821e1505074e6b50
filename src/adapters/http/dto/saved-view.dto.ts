import * as z from 'zod/mini';
import { RECORD_ID } from '../../../domain/shared/record-id';
import {
  SAVED_VIEW_LISTS,
  VIEW_COLUMNS_MAX,
  VIEW_NAME_MAX,
  VIEW_STATE_KEYS_MAX,
} from '../../../domain/saved-view/saved-view';

const list = z.enum(SAVED_VIEW_LISTS);
const stateValue = z.union([
  z.string().check(z.maxLength(200)),
  z.number(),
  z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
]);
/** The list's search as saved; the domain checks the keys and values (field error `state`). */
const state = z
  .record(z.string().check(z.maxLength(40)), stateValue)
  .check(z.refine((value) => Object.keys(value).length <= VIEW_STATE_KEYS_MAX, 'Too many keys.'));
const columns = z
  .array(z.object({ id: z.string().check(z.maxLength(40)), visible: z.boolean() }))
  .check(z.maxLength(VIEW_COLUMNS_MAX));

/** `POST /api/views` and `PUT /api/views/{id}`: what a person chooses; the name's limits are the domain's. */
export const savedViewDraftDto = z.object({
  list,
  name: z.string().check(z.maxLength(VIEW_NAME_MAX * 4)),
  shared: z.boolean(),
  state,
  columns,
});

export const savedViewDto = z.object({
  id: z.string(),
  list,
  name: z.string(),
  shared: z.boolean(),
  state,
  columns,
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const savedViewListQueryDto = z.object({ list });
export const savedViewListParamsDto = z.object({ list });

/** `GET /api/views?list=`: the caller's own views first, then the shared ones, and their default. */
export const savedViewMenuDto = z.object({ views: z.array(savedViewDto), defaultId: z.nullable(z.string()) });

/** `PUT /api/views/defaults/{list}`: the caller's default view of the list, or none. */
export const savedViewDefaultDto = z.object({ viewId: z.nullable(z.string().check(z.regex(RECORD_ID))) });
