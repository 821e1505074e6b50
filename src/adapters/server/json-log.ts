/** One JSON object per line on standard output (what log collectors read); errors on standard error. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface JsonLog {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function createJsonLog(
  write: (line: string, level: 'info' | 'warn' | 'error') => void = (line, level) =>
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`),
  now: () => Date = () => new Date(),
): JsonLog {
  const emit =
    (level: 'info' | 'warn' | 'error') =>
    (message: string, fields: LogFields = {}) =>
      write(JSON.stringify({ time: now().toISOString(), level, message, ...fields }), level);
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}
