import type { Role } from '../../domain/acl/role';

/** Who asks a use case to act: the member of staff behind a verified token or the signed-in Firebase account. */
export interface Caller {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
}
