import { auditPageDto, auditQueryDto } from '../../http/dto/audit.dto';
import { DEFAULT_PAGE_SIZE } from '../../http/dto/common.dto';
import { ok, routeGroup } from '../rest-route-group';

export const auditRoutes = [
  routeGroup('Audit trail', 'staff').get('/api/audit', {
    summary:
      "The audit trail, newest first: one record's history for staff, the activity across records for admins. Read only.",
    query: auditQueryDto,
    answer: ok('A page of audit entries.', auditPageDto),
    call: ({ caller, query: { page, pageSize, ...filter } }, { backend }) =>
      backend.audit.list(caller, filter, page ?? 1, pageSize ?? DEFAULT_PAGE_SIZE),
  }),
];
