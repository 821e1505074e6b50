import { FirebaseError } from 'firebase/app';
import { AppError } from '../../application/errors/app-error';
import { refusals } from '../../application/errors/refusals';

const INVALID_CREDENTIALS = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential', // the emulator and projects with email-enumeration protection
  'auth/invalid-login-credentials',
  'auth/invalid-email',
  'auth/missing-password',
]);

/** Firebase's error codes as the AppError kinds the UI knows how to explain. */
export function fromFirebaseError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof FirebaseError))
    return new AppError('server', error instanceof Error ? error.message : 'Something went wrong', { cause: error });
  const code = error.code;
  if (INVALID_CREDENTIALS.has(code))
    return new AppError('validation', 'Email Or Password Invalid', { code: 'auth.credentials.invalid', cause: error });
  // Firebase Auth keeps an account the client SDK cannot delete (a refused registration, a removed user).
  if (code === 'auth/email-already-in-use') return refusals.emailTaken();
  if (code === 'auth/weak-password')
    return new AppError('validation', 'Use a password of at least 6 characters.', {
      code: 'record.invalid',
      fieldErrors: { password: 'password' },
      cause: error,
    });
  if (code === 'auth/too-many-requests')
    return new AppError('validation', 'Too many attempts. Try again later.', { code: 'auth.throttled', cause: error });
  if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code')
    return new AppError('validation', 'This reset link is invalid or has expired.', {
      code: 'auth.reset.invalid',
      cause: error,
    });
  if (code === 'auth/network-request-failed' || code === 'unavailable')
    return new AppError('network', error.message, { cause: error });
  if (code === 'deadline-exceeded') return new AppError('timeout', error.message, { cause: error });
  if (code === 'permission-denied') return new AppError('forbidden', error.message, { cause: error });
  if (code === 'unauthenticated' || code === 'auth/user-token-expired')
    return new AppError('unauthorized', error.message, { cause: error });
  if (code === 'not-found') return new AppError('not-found', error.message, { cause: error });
  return new AppError('server', error.message, { cause: error });
}

/** Runs a Firebase call, turning whatever it throws into an AppError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromFirebaseError(error);
  }
}
