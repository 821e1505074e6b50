import * as z from 'zod/mini';

const pageHit = z.object({ id: z.number(), title: z.string(), link: z.string() });
const fileHit = z.object({ id: z.number(), title: z.string(), by: z.string(), size: z.string() });
const contactHit = z.object({ id: z.number(), title: z.string(), email: z.string(), date: z.string() });

/** Wire shape of the template's main search data; the mock server answers with it. */
export const mainSearchAnswerSchema = z.object({
  searchResult: z.tuple([
    z.object({ groupTitle: z.literal('Pages'), searchLimit: z.number(), data: z.array(pageHit) }),
    z.object({ groupTitle: z.literal('Files'), searchLimit: z.number(), data: z.array(fileHit) }),
    z.object({ groupTitle: z.literal('Contacts'), searchLimit: z.number(), data: z.array(contactHit) }),
  ]),
});
export type MainSearchAnswerDto = z.infer<typeof mainSearchAnswerSchema>;
