/// <reference lib="webworker" />
import { readXlsx, writeXlsx } from './xlsx-book';
import type { SheetJob, SheetMessage } from './xlsx-client';

/** Builds or reads a workbook off the main thread, so a long export or import never freezes the screen. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: SheetMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = async (event: MessageEvent<SheetJob>) => {
  const job = event.data;
  try {
    if (job.op === 'write') {
      const buffer = await writeXlsx(job.table, (done) => post({ type: 'progress', done }));
      post({ type: 'written', buffer }, [buffer]);
    } else {
      post({ type: 'read', sheet: await readXlsx(job.buffer, job.maxRows) });
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
