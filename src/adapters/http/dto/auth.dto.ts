import * as z from 'zod/mini';

/** The authenticate endpoints' answers (spec section 7). Login and register report failure in-band. */
export const userDataDto = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  name: z.string(),
  rule: z.string(),
});
export type UserDataDto = z.infer<typeof userDataDto>;

export const sessionAnswerDto = z.union([
  z.object({ user: userDataDto, accessToken: z.string() }),
  z.object({ error: z.union([z.string(), z.record(z.string(), z.nullable(z.string()))]) }),
]);
export type SessionAnswerDto = z.infer<typeof sessionAnswerDto>;

export const refreshAnswerDto = z.object({ userData: userDataDto, accessToken: z.string() });
