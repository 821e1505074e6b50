/** A tiny observable boolean: "the backend ended the session while the user was working". */
export interface ExpiryFlag {
  isRaised(): boolean;
  raise(): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createExpiryFlag(): ExpiryFlag {
  let raised = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (raised === value) return;
    raised = value;
    listeners.forEach((listener) => listener());
  };
  return {
    isRaised: () => raised,
    raise: () => set(true),
    clear: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
