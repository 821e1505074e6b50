import * as z from 'zod/mini';

/** Wire shapes of the navbar calls (bookmarks and main search); the mock server answers with them. */
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

const pageHit = z.object({ id: z.number(), title: z.string(), link: z.string() });
const fileHit = z.object({ id: z.number(), title: z.string(), by: z.string(), size: z.string() });
const contactHit = z.object({ id: z.number(), title: z.string(), email: z.string(), date: z.string() });

export const mainSearchAnswerSchema = z.object({
  searchResult: z.tuple([
    z.object({ groupTitle: z.literal('Pages'), searchLimit: z.number(), data: z.array(pageHit) }),
    z.object({ groupTitle: z.literal('Files'), searchLimit: z.number(), data: z.array(fileHit) }),
    z.object({ groupTitle: z.literal('Contacts'), searchLimit: z.number(), data: z.array(contactHit) }),
  ]),
});
export type MainSearchAnswerDto = z.infer<typeof mainSearchAnswerSchema>;
