import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpDemoCalendar } from '../../adapters/http/http-demo-calendar.adapter';
import { createHttpDemoChat } from '../../adapters/http/http-demo-chat.adapter';
import { createHttpDemoDataList } from '../../adapters/http/http-demo-datalist.adapter';
import { createHttpDemoMail } from '../../adapters/http/http-demo-mail.adapter';
import { createHttpDemoSamples } from '../../adapters/http/http-demo-samples.adapter';
import { createHttpDemoTodo } from '../../adapters/http/http-demo-todo.adapter';
import { TOKENS } from '../tokens';

/** The template demos speak HTTP to the in-browser mock in every mode; both backend modules call this. */
export function bindDemoAdapters(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.demoPorts)
    .toResolvedValue(
      (http) => ({
        mails: createHttpDemoMail(http),
        chat: createHttpDemoChat(http),
        todos: createHttpDemoTodo(http),
        calendar: createHttpDemoCalendar(http),
        datalist: createHttpDemoDataList(http),
        samples: createHttpDemoSamples(http),
      }),
      [TOKENS.httpClient],
    )
    .inSingletonScope();
}
