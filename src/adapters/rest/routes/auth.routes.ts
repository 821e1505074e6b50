import { isAppError, type AppError } from '../../../application/errors/app-error';
import { MIN_PASSWORD_LENGTH } from '../../../domain/user/password-rule';
import {
  forgotAnswerDto,
  forgotPasswordBodyDto,
  loginBodyDto,
  meAnswerDto,
  refreshAnswerDto,
  refreshBodyDto,
  registerBodyDto,
  registeredDto,
  registrationStateDto,
  resetAnswerDto,
  resetPasswordBodyDto,
  sessionDto,
} from '../../http/dto/auth.dto';
import { refusalOf } from '../rest-errors';
import type { RestReply } from '../rest-route';
import { noContent, ok, routeGroup } from '../rest-route-group';

const tag = 'Auth';
const open = routeGroup(tag, 'public');
const signedIn = routeGroup(tag, 'staff');

/** The template's registration sentences, kept as the refusal's `error` beside the code and field codes. */
const REGISTER_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  name: { required: 'Please enter your name.', tooLong: 'The name is too long.' },
  email: {
    taken: 'This email is already in use.',
    required: 'Please enter a valid email.',
    email: 'Please enter a valid email.',
  },
  password: { password: `Use a password of at least ${MIN_PASSWORD_LENGTH} characters.` },
};

function registrationRefusal(error: AppError): RestReply {
  const refusal = refusalOf(error);
  const texts = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, code]) => [field, REGISTER_TEXT[field]?.[code] ?? error.message]),
  );
  return {
    status: refusal.status,
    body: { ...refusal.body, error: Object.keys(texts).length > 0 ? texts : error.message },
  };
}

export const authRoutes = [
  open.post('/api/authenticate/login/user', {
    summary: 'Sign in with e-mail and password (throttled per account and per address).',
    body: loginBodyDto,
    answer: ok('The user, an access token and a refresh token.', sessionDto),
    call: ({ body, address }, { auth }) => auth.signIn({ ...body, address }),
  }),
  open.post('/api/authenticate/register/user', {
    summary:
      'Register: the account waits, pending, until an admin approves it (no session is opened). Refused while ' +
      'registration is closed, throttled per address and per e-mail, and while too many accounts wait.',
    body: registerBodyDto,
    answer: { status: 202, description: 'The pending account.', schema: registeredDto },
    reply: async ({ body, address }, { backend, auth }) => {
      // Outside the seed's wording: a throttled refusal keeps its Retry-After.
      await auth.admitRegistration({ email: body.email, address });
      try {
        return { body: { user: await backend.users.register(body), pending: true } };
      } catch (error) {
        if (isAppError(error)) return registrationRefusal(error);
        throw error;
      }
    },
  }),
  open.get('/api/authenticate/registration', {
    summary: 'Whether self-registration is open.',
    answer: ok('Open or closed.', registrationStateDto),
    call: async (_request, { auth }) => ({ open: await auth.registrationOpen() }),
  }),
  signedIn.put('/api/authenticate/registration', {
    summary: 'Open or close self-registration (admins).',
    body: registrationStateDto,
    answer: ok('Open or closed, as now stored.', registrationStateDto),
    call: async ({ body, caller }, { auth }) => ({ open: await auth.setRegistrationOpen(caller, body.open) }),
  }),
  open.post('/api/authenticate/refresh-token', {
    summary: 'Renew a session: the refresh token is spent and a new pair issued (reuse revokes the sign-in).',
    body: refreshBodyDto,
    answer: ok('The user and a new token pair.', refreshAnswerDto),
    call: async ({ body }, { auth }) => {
      const { user, accessToken, refreshToken } = await auth.refresh(body.refreshToken);
      return { userData: user, accessToken, refreshToken };
    },
  }),
  open.post('/api/authenticate/logout', {
    summary: 'Sign out: the refresh token and every token rotated from the same sign-in are revoked.',
    body: refreshBodyDto,
    answer: noContent('Signed out (also for an unknown token).'),
    call: ({ body }, { auth }) => auth.signOut(body.refreshToken),
  }),
  signedIn.get('/api/authenticate/me', {
    summary: 'The signed-in user, as stored now.',
    answer: ok('The user record.', meAnswerDto),
    call: async ({ caller }, { auth }) => ({ userData: await auth.me(caller) }),
  }),
  open.post('/api/authenticate/forgot-password', {
    summary: 'Ask for a reset link. The answer is the same whether or not the address is known.',
    body: forgotPasswordBodyDto,
    answer: ok('Accepted.', forgotAnswerDto),
    call: async () => ({ sent: true }),
  }),
  open.post('/api/authenticate/reset-password', {
    summary: 'Set a new password with the code of a reset link; every session of the account ends.',
    body: resetPasswordBodyDto,
    answer: ok('The password was changed.', resetAnswerDto),
    call: async ({ body }, { auth }) => {
      await auth.resetPassword(body.code, body.password);
      return { reset: true };
    },
  }),
];
