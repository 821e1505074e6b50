import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpDemoCalendar } from '../../adapters/http/demo/http-demo-calendar.adapter';
import { createHttpDemoChat } from '../../adapters/http/demo/http-demo-chat.adapter';
import { createHttpDemoDataList } from '../../adapters/http/demo/http-demo-datalist.adapter';
import { createHttpDemoMail } from '../../adapters/http/demo/http-demo-mail.adapter';
import { createHttpDemoSamples } from '../../adapters/http/demo/http-demo-samples.adapter';
import { createHttpDemoTodo } from '../../adapters/http/demo/http-demo-todo.adapter';
import { createHttpMainSearchSource } from '../../adapters/http/demo/http-main-search.adapter';
import { createHttpClient, type HttpClientOptions } from '../../adapters/http/http-client';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';

/**
 * The template demos speak HTTP to the in-browser mock in every mode, on this page's origin (whatever
 * VITE_API_BASE_URL says), each request waiting for the mock to be up; both backend modules call this.
 */
export function bindDemoAdapters(
  bind: ContainerModuleLoadOptions['bind'],
  config: AppConfig,
  fetch?: HttpClientOptions['fetch'],
): void {
  bind(TOKENS.demoHttpClient).toConstantValue(
    createHttpClient({ baseUrl: '', timeoutMs: config.httpTimeoutMs, ...(fetch ? { fetch } : {}) }),
  );
  bind(TOKENS.demoPorts)
    .toResolvedValue(
      (http) => ({
        mails: createHttpDemoMail(http),
        chat: createHttpDemoChat(http),
        todos: createHttpDemoTodo(http),
        calendar: createHttpDemoCalendar(http),
        datalist: createHttpDemoDataList(http),
        samples: createHttpDemoSamples(http),
        mainSearch: createHttpMainSearchSource(http),
      }),
      [TOKENS.demoHttpClient],
    )
    .inSingletonScope();
}
