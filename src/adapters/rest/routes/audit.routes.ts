import { auditPageDto, auditQueryDto } from '../../http/dto/audit.dto';
import { DEFAULT_PAGE_SIZE } from '../../http/dto/common.dto';
import { callerOf, route } from '../rest-route';

export const auditRoutes = [
  route({
    method: 'get',
    path: '/api/audit',
    summary:
      "The audit trail, newest first: one record's history for staff, the activity across records for admins. Read only.",
    tag: 'Audit trail',
    auth: 'staff',
    query: auditQueryDto,
    answer: { status: 200, description: 'A page of audit entries.', schema: auditPageDto },
    handler: async (request, { backend }) => {
      const { page, pageSize, ...filter } = request.query;
      return { body: await backend.audit.list(callerOf(request), filter, page ?? 1, pageSize ?? DEFAULT_PAGE_SIZE) };
    },
  }),
];
