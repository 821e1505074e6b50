import * as z from 'zod/mini';

/** Wire shapes of the navbar's bookmark calls; the mock server answers with them. */
export const bookmarkDtoSchema = z.object({
  id: z.number(),
  target: z.string(),
  title: z.string(),
  link: z.string(),
  icon: z.string(),
  starred: z.boolean(),
});
export type BookmarkDto = z.infer<typeof bookmarkDtoSchema>;

export const bookmarksAnswerSchema = z.object({ searchResult: z.array(bookmarkDtoSchema) });
