import type { SheetRows, SheetTable } from './sheet-table';

export type SheetJob =
  | { readonly op: 'write'; readonly table: SheetTable }
  | { readonly op: 'read'; readonly buffer: ArrayBuffer; readonly maxRows: number };

export type SheetMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'written'; readonly buffer: ArrayBuffer }
  | { readonly type: 'read'; readonly sheet: SheetRows }
  | { readonly type: 'failed'; readonly message: string };

/**
 * Runs a workbook job in a worker (exceljs loads there, never in the screens' bundle); where there are no
 * workers (the UI tests' jsdom) the same code is imported on demand instead.
 */
function run(job: SheetJob, onProgress?: (done: number) => void): Promise<SheetMessage> {
  if (typeof Worker === 'undefined') {
    return import('./xlsx-book').then(async (book) =>
      job.op === 'write'
        ? { type: 'written', buffer: await book.writeXlsx(job.table, onProgress) }
        : { type: 'read', sheet: await book.readXlsx(job.buffer, job.maxRows) },
    );
  }
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<SheetMessage>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SheetMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress?.(message.done);
      else if (message.type === 'failed') reject(new Error(message.message));
      else resolve(message);
    };
    worker.onerror = (event) => reject(new Error(event.message || 'worker'));
    if (job.op === 'read') worker.postMessage(job, [job.buffer]);
    else worker.postMessage(job);
  }).finally(() => worker.terminate());
}

export async function writeWorkbook(table: SheetTable, onProgress?: (done: number) => void): Promise<ArrayBuffer> {
  const answer = await run({ op: 'write', table }, onProgress);
  if (answer.type !== 'written') throw new Error('xlsx');
  return answer.buffer;
}

export async function readWorkbook(buffer: ArrayBuffer, maxRows: number): Promise<SheetRows> {
  const answer = await run({ op: 'read', buffer, maxRows });
  if (answer.type !== 'read') throw new Error('xlsx');
  return answer.sheet;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
