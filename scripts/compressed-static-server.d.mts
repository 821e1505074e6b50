import type { Server } from 'node:http';

export function serveCompressed(dir: string, port: number, options?: { encodings?: string[] }): Promise<Server>;
export function gzipBytesOf(dir: string, path: string): number | null;
