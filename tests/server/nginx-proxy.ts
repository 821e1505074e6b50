import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * nginx in front of server copies, configured with the block docs/server.md gives ("Several copies"), its
 * upstream addresses and listening port replaced: the test runs the documented configuration, not a copy of it.
 */
const NGINX = '/usr/sbin/nginx';

/** nginx's path, installed with Debian's package when missing (as root, like scripts/pg-cluster.sh does PostgreSQL). */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed (apt-get install -y nginx needs root)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'ignore' });
  if (!existsSync(NGINX)) throw new Error('apt-get installed nginx but not at /usr/sbin/nginx');
  return NGINX;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function documentedBlock(): Promise<string> {
  const doc = await readFile(new URL('../../docs/server.md', import.meta.url), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/server.md has no nginx block');
  return block;
}

export interface NginxProxy {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: readonly string[]): Promise<NginxProxy> {
  const nginx = ensureNginx();
  const dir = await mkdtemp(join(tmpdir(), 'fd-nginx-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const servers = upstreams.map((address) => `    server ${address};`).join('\n');
  const block = (await documentedBlock())
    .replace(/( {4}server \d+\.\d+\.\d+\.\d+:\d+;\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!block.includes(`listen 127.0.0.1:${port};`) || !block.includes(upstreams[0] ?? '-')) {
    throw new Error('the documented nginx block no longer has the upstream and listen lines this test replaces');
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\n` +
      `events { worker_connections 256; }\nhttp {\n  access_log off;\n${temp}\n${block}\n}\n`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
