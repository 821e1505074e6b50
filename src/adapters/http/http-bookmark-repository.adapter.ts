import type { BookmarkRepository } from '../../application/ports/bookmark-repository.port';
import { bookmarksAnswerSchema } from './dto/shell.dto';
import type { HttpClient } from './http-client';

export function createHttpBookmarkRepository(http: HttpClient): BookmarkRepository {
  return {
    list: async (signal) => {
      const answer = await http.get('/api/search/bookmarks/data', {
        schema: bookmarksAnswerSchema,
        ...(signal ? { signal } : {}),
      });
      return answer.searchResult;
    },
    toggleStarred: async (bookmark) => {
      await http.post('api/update/bookmarks', { obj: bookmark });
    },
  };
}
