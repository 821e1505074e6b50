/** What every record of the template demos has: a number the mock backend assigns. */
export interface DemoRecord {
  readonly id: number;
}

/** A record as the user enters it; the id is assigned on save. */
export type DemoDraft<T extends DemoRecord> = Omit<T, 'id'>;

/** The union of the values a constant list holds. */
export type ValueOf<L extends readonly unknown[]> = L[number];

/** A coloured label a demo record can carry (mail tags, task tags). */
export interface DemoTag<Color extends string> {
  readonly text: string;
  readonly value: string;
  readonly color: Color;
}
