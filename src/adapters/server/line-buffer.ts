/**
 * Log lines gathered and written together: one write to standard output for many requests instead of one each
 * (a write to a pipe or a file is a system call, and on Linux a synchronous one). Lines wait at most `delayMs`, or
 * until `maxBytes` are waiting; `flush` writes them at once (before an error line, so the order is kept, and when the
 * process exits). What waits is lost only if the process is killed outright (SIGKILL): at most `delayMs` of lines.
 */
export interface LineBuffer {
  write(line: string): void;
  flush(): void;
}

export function createLineBuffer(
  out: (text: string) => void,
  { delayMs = 50, maxBytes = 64 * 1024 }: { delayMs?: number; maxBytes?: number } = {},
): LineBuffer {
  let waiting: string[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const text = `${waiting.join('\n')}\n`;
    waiting = [];
    bytes = 0;
    out(text);
  };
  return {
    write(line) {
      waiting.push(line);
      bytes += line.length + 1;
      if (bytes >= maxBytes) flush();
      else if (!timer) {
        timer = setTimeout(flush, delayMs);
        // A waiting line must not keep a process alive that has nothing else to do; exit flushes it.
        timer.unref?.();
      }
    },
    flush,
  };
}
