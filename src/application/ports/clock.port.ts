/** The current time, injected so that rules and tests never read the wall clock themselves. */
export interface Clock {
  now(): Date;
}
