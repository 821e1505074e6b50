import { useCallback, useEffect, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../application/errors/app-error';

export type AsyncState<T> =
  | { readonly status: 'loading'; readonly data: T | undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: T; readonly error: null }
  | { readonly status: 'error'; readonly data: T | undefined; readonly error: AppError };

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Runs a load whenever its inputs change and keeps the last data while reloading, so a list does
 * not flash empty between pages. Results of an outdated request are dropped. The render in which
 * the inputs change already says 'loading' (no frame shows old data as if it answered new inputs).
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const inputs = [...deps, attempt];
  const [settled, setSettled] = useState<{ readonly state: AsyncState<T>; readonly inputs: readonly unknown[] | null }>(
    {
      state: { status: 'loading', data: undefined, error: null },
      inputs: null,
    },
  );
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    const forInputs = inputs;
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setSettled({ state: { status: 'success', data, error: null }, inputs: forInputs });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled((previous) => ({
            state: { status: 'error', data: previous.state.data, error: toAppError(error) },
            inputs: forInputs,
          }));
        }
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the inputs of `load`
  }, inputs);

  const state: AsyncState<T> =
    settled.inputs !== null && sameInputs(settled.inputs, inputs)
      ? settled.state
      : { status: 'loading', data: settled.state.data, error: null };
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    ...state,
    reload,
    setData: (data: T) => setSettled({ state: { status: 'success', data, error: null }, inputs }),
  };
}
