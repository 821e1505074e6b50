/** Facts printed in the footer of every screen (spec: copyright with the current year, V1.01). */
export const APP_VERSION = 'V1.01';
export const DEVELOPER_NAME = 'FreightDesk Engineering';

export interface FooterInfo {
  readonly year: number;
  readonly version: string;
  readonly developer: string;
}

export function footerInfo(now: Date): FooterInfo {
  return { year: now.getFullYear(), version: APP_VERSION, developer: DEVELOPER_NAME };
}
