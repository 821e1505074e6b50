import { hostedSignIn } from '../../../application/auth/hosted-sign-in';
import { AppError, isAppError } from '../../../application/errors/app-error';
import { MIN_PASSWORD_LENGTH } from '../../../domain/user/password-rule';
import {
  forgotAnswerDto,
  forgotPasswordBodyDto,
  hostedBodyDto,
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
import type { RestReply, RestRequest, RestServices } from '../rest-route';
import { clearedSessionCookie, CSRF_HEADER, csrfRefusal, sessionCookie, sessionCookieOf } from '../session-cookie';
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

const sessionInvalid = () => new AppError('unauthorized', 'Invalid access token.', { code: 'auth.session.invalid' });

/** A browser client of a host with the cookie asks for it by sending the custom header. */
const wantsCookie = (request: RestRequest<unknown, unknown, unknown>, services: RestServices) =>
  services.sessionCookie !== undefined && request.header(CSRF_HEADER) !== undefined;

/** The refresh token of a refresh or sign-out: the body's, else the cookie's (only with the custom header). */
function presentedToken(request: RestRequest<unknown, unknown, { refreshToken?: string }>, services: RestServices) {
  if (request.body.refreshToken !== undefined) return { token: request.body.refreshToken, fromCookie: false };
  const cookie = services.sessionCookie ? sessionCookieOf(request.header('Cookie')) : null;
  if (cookie !== null && request.header(CSRF_HEADER) === undefined) throw csrfRefusal();
  return { token: cookie, fromCookie: cookie !== null };
}

/** The answer's body keeps the refresh token only where it did not go into the cookie. */
function withToken<T extends object>(
  body: T,
  refreshToken: string,
  asCookie: boolean,
  remember: boolean | undefined,
  services: RestServices,
): RestReply {
  if (!asCookie || !services.sessionCookie) return { body: { ...body, refreshToken } };
  const maxAge = remember ? services.sessionCookie.maxAgeSeconds : null;
  return { body, cookies: [sessionCookie(refreshToken, maxAge)] };
}

export const authRoutes = [
  open.post('/api/authenticate/login/user', {
    summary: 'Sign in with e-mail and password (throttled per account and per address).',
    body: loginBodyDto,
    answer: ok('The user, an access token and a refresh token (in the session cookie when asked).', sessionDto),
    reply: async (request, services) => {
      const { email, password, remember } = request.body;
      const { user, accessToken, refreshToken } = await services.auth.signIn({
        email,
        password,
        address: request.address,
      });
      return withToken({ user, accessToken }, refreshToken, wantsCookie(request, services), remember, services);
    },
  }),
  open.post('/api/authenticate/hosted', {
    summary:
      'Exchange a hosted sign-in (Auth0) access token, sent as Authorization: Bearer, for a session of our own: ' +
      'the token is verified against the tenant, the account found by its verified e-mail, the role read here.',
    body: hostedBodyDto,
    answer: ok('As a password sign-in answers.', sessionDto),
    reply: async (request, services) => {
      const { hostedTokens: verifier, auth, clock } = services;
      if (!verifier) throw new AppError('not-found', 'Hosted sign-in is not set up here.', { code: 'auth.hosted.off' });
      const token = /^Bearer\s+(\S+)$/i.exec(request.header('Authorization') ?? '')?.[1] ?? '';
      const { user, accessToken, refreshToken } = await hostedSignIn({ verifier, auth, clock }, token);
      const asCookie = wantsCookie(request, services);
      return withToken({ user, accessToken }, refreshToken, asCookie, request.body.remember, services);
    },
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
    reply: async (request, services) => {
      const { token, fromCookie } = presentedToken(request, services);
      if (token === null) throw sessionInvalid();
      const { user, accessToken, refreshToken } = await services.auth.refresh(token);
      return withToken({ userData: user, accessToken }, refreshToken, fromCookie, request.body.remember, services);
    },
  }),
  open.post('/api/authenticate/logout', {
    summary: 'Sign out: the refresh token and every token rotated from the same sign-in are revoked.',
    body: refreshBodyDto,
    answer: noContent('Signed out (also for an unknown token); the session cookie is cleared.'),
    reply: async (request, services) => {
      const { token } = presentedToken(request, services);
      if (token !== null) await services.auth.signOut(token);
      return wantsCookie(request, services) ? { cookies: [clearedSessionCookie()] } : {};
    },
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
