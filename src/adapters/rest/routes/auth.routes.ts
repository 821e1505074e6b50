import { isAppError, type AppError } from '../../../application/errors/app-error';
import {
  forgotAnswerDto,
  forgotPasswordBodyDto,
  loginBodyDto,
  meAnswerDto,
  refreshAnswerDto,
  refreshBodyDto,
  registerBodyDto,
  registeredDto,
  resetAnswerDto,
  resetPasswordBodyDto,
  sessionDto,
} from '../../http/dto/auth.dto';
import { refusalOf } from '../rest-errors';
import { callerOf, route, type RestReply } from '../rest-route';

const tag = 'Auth';

/** The template's registration sentences, kept as the refusal's `error` beside the code and field codes. */
const REGISTER_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  name: { required: 'Please enter your name.', tooLong: 'The name is too long.' },
  email: {
    taken: 'This email is already in use.',
    required: 'Please enter a valid email.',
    email: 'Please enter a valid email.',
  },
  password: { password: 'Use a password of at least 6 characters.' },
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
  route({
    method: 'post',
    path: '/api/authenticate/login/user',
    summary: 'Sign in with e-mail and password (throttled per account and per address).',
    tag,
    auth: 'public',
    body: loginBodyDto,
    answer: { status: 200, description: 'The user, an access token and a refresh token.', schema: sessionDto },
    handler: async ({ body, address }, { auth }) => ({ body: await auth.signIn({ ...body, address }) }),
  }),
  route({
    method: 'post',
    path: '/api/authenticate/register/user',
    summary: 'Register: the account waits, pending, until an admin approves it (no session is opened).',
    tag,
    auth: 'public',
    body: registerBodyDto,
    answer: { status: 202, description: 'The pending account.', schema: registeredDto },
    handler: async ({ body }, { backend }) => {
      try {
        return { body: { user: await backend.users.register(body), pending: true } };
      } catch (error) {
        if (isAppError(error)) return registrationRefusal(error);
        throw error;
      }
    },
  }),
  route({
    method: 'post',
    path: '/api/authenticate/refresh-token',
    summary: 'Renew a session: the refresh token is spent and a new pair issued (reuse revokes the sign-in).',
    tag,
    auth: 'public',
    body: refreshBodyDto,
    answer: { status: 200, description: 'The user and a new token pair.', schema: refreshAnswerDto },
    handler: async ({ body }, { auth }) => {
      const session = await auth.refresh(body.refreshToken);
      return {
        body: { userData: session.user, accessToken: session.accessToken, refreshToken: session.refreshToken },
      };
    },
  }),
  route({
    method: 'post',
    path: '/api/authenticate/logout',
    summary: 'Sign out: the refresh token and every token rotated from the same sign-in are revoked.',
    tag,
    auth: 'public',
    body: refreshBodyDto,
    answer: { status: 204, description: 'Signed out (also for an unknown token).' },
    handler: async ({ body }, { auth }) => {
      await auth.signOut(body.refreshToken);
      return {};
    },
  }),
  route({
    method: 'get',
    path: '/api/authenticate/me',
    summary: 'The signed-in user, as stored now.',
    tag,
    auth: 'staff',
    answer: { status: 200, description: 'The user record.', schema: meAnswerDto },
    handler: async (request, { auth }) => ({ body: { userData: await auth.me(callerOf(request)) } }),
  }),
  route({
    method: 'post',
    path: '/api/authenticate/forgot-password',
    summary: 'Ask for a reset link. The answer is the same whether or not the address is known.',
    tag,
    auth: 'public',
    body: forgotPasswordBodyDto,
    answer: { status: 200, description: 'Accepted.', schema: forgotAnswerDto },
    handler: async () => ({ body: { sent: true } }),
  }),
  route({
    method: 'post',
    path: '/api/authenticate/reset-password',
    summary: 'Set a new password with the code of a reset link; every session of the account ends.',
    tag,
    auth: 'public',
    body: resetPasswordBodyDto,
    answer: { status: 200, description: 'The password was changed.', schema: resetAnswerDto },
    handler: async ({ body }, { auth }) => {
      await auth.resetPassword(body.code, body.password);
      return { body: { reset: true } };
    },
  }),
];
