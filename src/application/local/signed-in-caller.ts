import type { UserRecord } from '../../domain/user/user-record';
import { statusRefusal } from '../auth/auth-service';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

/**
 * The caller a signed-in account acts as: its user record's name and role, when the record lets it use the app.
 * Refused without a record (an account made outside the app), and while pending, inactive or blocked.
 */
export function signedInCaller(user: UserRecord | null): Caller {
  if (!user) throw new AppError('forbidden', 'No staff record for this account.', { code: 'auth.account.inactive' });
  const refused = statusRefusal(user);
  if (refused) throw refused;
  return { id: user.id, name: user.name, role: user.rule };
}
