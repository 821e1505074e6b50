import type { AppInfoUseCases } from './app/app-info.use-cases';

/**
 * Everything the UI and the routes may call, grouped by area. Each area adds one property here and
 * one binding in src/di/modules/use-cases.module.ts.
 */
export interface AppUseCases {
  readonly app: AppInfoUseCases;
}
