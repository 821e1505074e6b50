import { queryOptions } from '@tanstack/react-query';
import type { DemoSamplesUseCases } from '../../../../application/demo/demo-samples.use-cases';
import { demoScreenLoader } from '../../../components/demo/demo-queries';

export const listedUsersKey = ['demo', 'listed-users'] as const;

/** The demo user list (the list, view and edit screens all read it whole), through `useCases.demo.samples`. */
export const listedUserQueries = {
  all: (samples: DemoSamplesUseCases) =>
    queryOptions({ queryKey: listedUsersKey, queryFn: () => samples.listedUsers() }),
};

/** The loader of the demo user routes (list, view, edit): the whole list. */
export const loadListedUsers = demoScreenLoader((demo) => listedUserQueries.all(demo.samples));
