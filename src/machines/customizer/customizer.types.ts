import type { CustomizerSettings } from '../../domain/customizer/customizer-settings';

export interface CustomizerContext {
  readonly settings: CustomizerSettings;
}

export interface CustomizerInput {
  readonly settings: CustomizerSettings;
}

export type CustomizerEvent =
  | { readonly type: 'panel.opened' }
  | { readonly type: 'panel.closed' }
  | { readonly type: 'settings.changed'; readonly patch: Partial<CustomizerSettings> }
  | { readonly type: 'settings.reset' };
