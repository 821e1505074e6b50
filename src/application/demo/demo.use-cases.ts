import type { CalendarRepository } from '../ports/demo/demo-calendar.port';
import type { ChatRepository } from '../ports/demo/demo-chat.port';
import type { DataListRepository } from '../ports/demo/demo-datalist.port';
import type { MailRepository } from '../ports/demo/demo-mail.port';
import type { MainSearchSource } from '../ports/demo/main-search-source.port';
import type { DemoSamplesSource } from '../ports/demo/demo-samples.port';
import type { TodoRepository } from '../ports/demo/demo-todo.port';
import { makeCalendarUseCases, type CalendarUseCases } from './calendar.use-cases';
import { makeChatUseCases, type ChatUseCases } from './chat.use-cases';
import { makeDataListUseCases, type DataListUseCases } from './datalist.use-cases';
import { makeDemoSamplesUseCases, type DemoSamplesUseCases } from './demo-samples.use-cases';
import { makeMailUseCases, type MailUseCases } from './mail.use-cases';
import { makeMainSearchUseCases, type MainSearchUseCases } from './main-search.use-cases';
import { makeTodoUseCases, type TodoUseCases } from './todo.use-cases';

/** The template demo apps (mail, chat, to-do, calendar, data list, samples, main search), all on the mock server. */
export interface DemoUseCases {
  readonly mail: MailUseCases;
  readonly chat: ChatUseCases;
  readonly todo: TodoUseCases;
  readonly calendar: CalendarUseCases;
  readonly datalist: DataListUseCases;
  readonly samples: DemoSamplesUseCases;
  readonly mainSearch: MainSearchUseCases;
}

export interface DemoPorts {
  readonly mails: MailRepository;
  readonly chat: ChatRepository;
  readonly todos: TodoRepository;
  readonly calendar: CalendarRepository;
  readonly datalist: DataListRepository;
  readonly samples: DemoSamplesSource;
  readonly mainSearch: MainSearchSource;
}

export function makeDemoUseCases(ports: DemoPorts): DemoUseCases {
  return {
    mail: makeMailUseCases({ mails: ports.mails }),
    chat: makeChatUseCases({ chat: ports.chat }),
    todo: makeTodoUseCases({ todos: ports.todos }),
    calendar: makeCalendarUseCases({ calendar: ports.calendar }),
    datalist: makeDataListUseCases({ datalist: ports.datalist }),
    samples: makeDemoSamplesUseCases({ samples: ports.samples }),
    mainSearch: makeMainSearchUseCases({ mainSearch: ports.mainSearch }),
  };
}
