import { idParamsDto } from '../../http/dto/common.dto';
import {
  savedViewDefaultDto,
  savedViewDraftDto,
  savedViewDto,
  savedViewListParamsDto,
  savedViewListQueryDto,
  savedViewMenuDto,
} from '../../http/dto/saved-view.dto';
import { callerOf, route } from '../rest-route';

const tag = 'Saved views';

export const savedViewRoutes = [
  route({
    method: 'get',
    path: '/api/views',
    summary: "A list's saved views the caller reads (their own first, then the shared ones) and the caller's default.",
    tag,
    auth: 'staff',
    query: savedViewListQueryDto,
    answer: { status: 200, description: 'The views and the default view id.', schema: savedViewMenuDto },
    handler: async (request, { backend }) => ({
      body: await backend.views.list(callerOf(request), request.query.list),
    }),
  }),
  route({
    method: 'put',
    path: '/api/views/defaults/{list}',
    summary: "Set or clear the caller's default view of a list (one per person and list).",
    tag,
    auth: 'staff',
    params: savedViewListParamsDto,
    body: savedViewDefaultDto,
    answer: { status: 204, description: 'Set.' },
    handler: async (request, { backend }) => {
      await backend.views.setDefault(callerOf(request), request.params.list, request.body.viewId);
      return {};
    },
  }),
  route({
    method: 'get',
    path: '/api/views/{id}',
    summary: 'One view: the caller\'s own or a shared one (another person\'s private view is "not found").',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 200, description: 'The view.', schema: savedViewDto },
    handler: async (request, { backend }) => ({ body: await backend.views.get(callerOf(request), request.params.id) }),
  }),
  route({
    method: 'post',
    path: '/api/views',
    summary: 'Save a view of a list, private or shared with all staff.',
    tag,
    auth: 'staff',
    body: savedViewDraftDto,
    answer: { status: 201, description: 'The new view.', schema: savedViewDto },
    handler: async (request, { backend }) => ({ body: await backend.views.create(callerOf(request), request.body) }),
  }),
  route({
    method: 'put',
    path: '/api/views/{id}',
    summary: 'Save a view again: its owner, or an admin for a shared one (which stays shared).',
    tag,
    auth: 'staff',
    params: idParamsDto,
    body: savedViewDraftDto,
    answer: { status: 200, description: 'The saved view.', schema: savedViewDto },
    handler: async (request, { backend }) => ({
      body: await backend.views.update(callerOf(request), request.params.id, request.body),
    }),
  }),
  route({
    method: 'delete',
    path: '/api/views/{id}',
    summary: 'Delete a view: its owner, or an admin for a shared one.',
    tag,
    auth: 'staff',
    params: idParamsDto,
    answer: { status: 204, description: 'Deleted.' },
    handler: async (request, { backend }) => {
      await backend.views.remove(callerOf(request), request.params.id);
      return {};
    },
  }),
];
