import { createJsonLog } from '../src/adapters/server/json-log';
import { createLineBuffer } from '../src/adapters/server/line-buffer';
import { ConfigError, readServerConfig } from './server-config';
import { startServer } from './start-server';

/** `npm run server`: the REST API on PGlite in DATA_DIR, or on the PostgreSQL server of DATABASE_URL. */
// Request lines are written together (one write for many requests); a warning or an error first writes what waits,
// so the order is kept, and so does the process's exit.
const stdout = createLineBuffer((text) => process.stdout.write(text));
process.on('exit', () => stdout.flush());
const log = createJsonLog((line, level) => {
  if (level === 'info') return stdout.write(line);
  stdout.flush();
  process.stderr.write(`${line}\n`);
});

async function main(): Promise<void> {
  const config = readServerConfig();
  const server = await startServer(config, { log });
  log.info('listening', {
    url: server.url,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    dataDir: config.databaseUrl ? null : config.dataDir,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // The signal may be handled in the same turn of the event loop as connections that are waiting to be accepted
    // (the loop was busy, e.g. with PGlite's work): closing the listener first would leave them in the kernel's queue,
    // which resets them. Closing after this turn's accepts keeps them, so their requests are answered.
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Closing stops accepting at once; the line says so only then (a client that reads it is refused, not reset).
    const closed = server.close();
    log.info('shutting down', { signal });
    try {
      await closed;
    } catch (error) {
      log.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  log.error(error instanceof ConfigError ? 'bad setting' : 'start-up failed', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
