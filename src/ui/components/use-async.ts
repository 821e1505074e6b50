import { useCallback, useEffect, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../application/errors/app-error';

export type AsyncState<T> =
  | { readonly status: 'loading'; readonly data: T | undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: T; readonly error: null }
  | { readonly status: 'error'; readonly data: T | undefined; readonly error: AppError };

/**
 * Runs a load whenever its inputs change and keeps the last data while reloading, so a list does
 * not flash empty between pages. Results of an outdated request are dropped.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: previous.data, error: toAppError(error) }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the inputs of `load`
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload, setData: (data: T) => setState({ status: 'success', data, error: null }) };
}
