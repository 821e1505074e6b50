/** Tells the app's other tabs that someone signed out in this one, and this tab of theirs. */
export interface SignOutChannel {
  announce(): void;
  /** Adds a listener for another tab's sign-out; answers its removal. */
  listen(listener: () => void): () => void;
}
