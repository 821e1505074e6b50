import { idParamsDto } from '../../http/dto/common.dto';
import {
  savedViewDefaultDto,
  savedViewDraftDto,
  savedViewDto,
  savedViewListParamsDto,
  savedViewListQueryDto,
  savedViewMenuDto,
} from '../../http/dto/saved-view.dto';
import { byId, created, noContent, ok, routeGroup } from '../rest-route-group';

const views = routeGroup('Saved views', 'staff');

export const savedViewRoutes = [
  views.get('/api/views', {
    summary: "A list's saved views the caller reads (their own first, then the shared ones) and the caller's default.",
    query: savedViewListQueryDto,
    answer: ok('The views and the default view id.', savedViewMenuDto),
    call: ({ caller, query }, { backend }) => backend.views.list(caller, query.list),
  }),
  views.put('/api/views/defaults/{list}', {
    summary: "Set or clear the caller's default view of a list (one per person and list).",
    params: savedViewListParamsDto,
    body: savedViewDefaultDto,
    answer: noContent('Set.'),
    call: ({ caller, params, body }, { backend }) => backend.views.setDefault(caller, params.list, body.viewId),
  }),
  views.get('/api/views/{id}', {
    summary: 'One view: the caller\'s own or a shared one (another person\'s private view is "not found").',
    answer: ok('The view.', savedViewDto),
    ...byId((caller, id, { backend }) => backend.views.get(caller, id)),
  }),
  views.post('/api/views', {
    summary: 'Save a view of a list, private or shared with all staff.',
    body: savedViewDraftDto,
    answer: created('The new view.', savedViewDto),
    call: ({ caller, body }, { backend }) => backend.views.create(caller, body),
  }),
  views.put('/api/views/{id}', {
    summary: 'Save a view again: its owner, or an admin for a shared one (which stays shared).',
    params: idParamsDto,
    body: savedViewDraftDto,
    answer: ok('The saved view.', savedViewDto),
    call: ({ caller, params, body }, { backend }) => backend.views.update(caller, params.id, body),
  }),
  views.delete('/api/views/{id}', {
    summary: 'Delete a view: its owner, or an admin for a shared one.',
    answer: noContent('Deleted.'),
    ...byId((caller, id, { backend }) => backend.views.remove(caller, id)),
  }),
];
