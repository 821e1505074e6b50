import type { Caller } from '../auth/caller';

/**
 * Who is signed in on this browser, as the use cases need them, re-read for every call (firebase mode: from the
 * user record, so a demoted or deactivated member of staff is refused at once). Throws an AppError when nobody is,
 * or when the account may not use the app.
 */
export interface CallerSource {
  current(): Promise<Caller>;
}
