/** The demo's own data (the browser mock's database): only the mock backend has one to reset. */
export interface DemoData {
  /** Puts the seeded demo data back, in every open tab. */
  reset(): Promise<void>;
  /** Calls the listener when another tab of this browser changed the demo data; answers the unsubscribe. */
  onChangedElsewhere(listener: () => void): () => void;
}
