import type { MainSearchSource } from '../../../application/ports/demo/main-search-source.port';
import type { MainSearchGroup } from '../../../domain/demo/main-search/main-search';
import { mainSearchAnswerSchema } from '../dto/demo/main-search.dto';
import type { HttpClient } from '../http-client';

export function createHttpMainSearchSource(http: HttpClient): MainSearchSource {
  return {
    groups: async (signal): Promise<MainSearchGroup[]> => {
      const answer = await http.get('/api/main-search/data', {
        schema: mainSearchAnswerSchema,
        ...(signal ? { signal } : {}),
      });
      const [pages, files, contacts] = answer.searchResult;
      return [
        {
          id: 'pages',
          items: pages.data.map((p) => ({ id: `page-${p.id}`, title: p.title, detail: p.link, link: p.link })),
        },
        {
          id: 'files',
          items: files.data.map((f) => ({
            id: `file-${f.id}`,
            title: f.title,
            detail: `${f.by} · ${f.size}`,
            link: null,
          })),
        },
        {
          id: 'contacts',
          items: contacts.data.map((c) => ({
            id: `contact-${c.id}`,
            title: c.title,
            detail: c.email,
            link: '/contact/list',
          })),
        },
      ];
    },
  };
}
