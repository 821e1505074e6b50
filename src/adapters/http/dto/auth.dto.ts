import * as z from 'zod/mini';
import { userRecordDto } from './master-data.dto';

/**
 * The authenticate endpoints (the template's paths). Failures are refusals with a stable code; the template's
 * sentences stay as their `error` text.
 */
export const userDataDto = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  name: z.string(),
  rule: z.string(),
});
export type UserDataDto = z.infer<typeof userDataDto>;

const email = z.string().check(z.maxLength(254));
const password = z.string().check(z.maxLength(1024));
const token = z.string().check(z.maxLength(4096));

/** `remember`: where the refresh token travels in a cookie, a lasting one instead of a browser-session one. */
export const loginBodyDto = z.object({ email, password, remember: z.optional(z.boolean()) });
export const registerBodyDto = z.object({ name: z.string().check(z.maxLength(200)), email, password });
/** Without `refreshToken`, the session cookie is read (with the X-Requested-With header). */
export const refreshBodyDto = z.object({ refreshToken: z.optional(token), remember: z.optional(z.boolean()) });
/** The hosted sign-in's exchange: the Auth0 access token goes in `Authorization: Bearer`. */
export const hostedBodyDto = z.object({ remember: z.optional(z.boolean()) });
export const forgotPasswordBodyDto = z.object({ email });
export const resetPasswordBodyDto = z.object({ code: token, password });

/**
 * A signed-in session: a short-lived access token and the refresh token that renews it (rotated on each use); the
 * refresh token is absent from the body when it was set as the session cookie instead.
 */
export const sessionDto = z.object({
  user: userRecordDto,
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
});
export const refreshAnswerDto = z.object({
  userData: userRecordDto,
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
});
/** Registration makes a pending account and no session: an admin approves it first. */
/** Whether self-registration is open (an admin switches it). */
export const registrationStateDto = z.object({ open: z.boolean() });
export const registeredDto = z.object({ user: userRecordDto, pending: z.literal(true) });
export const meAnswerDto = z.object({ userData: userRecordDto });
export const forgotAnswerDto = z.object({ sent: z.literal(true) });
export const resetAnswerDto = z.object({ reset: z.literal(true) });

/**
 * The header a browser client sends to have the refresh token kept in the server's HttpOnly cookie and to use that
 * cookie (any value): a cross-site form or image cannot send it, so the cookie cannot be used from another site.
 */
export const CSRF_HEADER = 'X-Requested-With';
