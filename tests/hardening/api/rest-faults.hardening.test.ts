import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyRef } from '../../../src/domain/freight/freight-record';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { plan } from '../support/hardening-report';
import { describeAnswer, isStableRefusal, startHarness, validFreight, type Harness } from './api-harness';

/**
 * Faults at the API level, on the Node server over PGlite: answers lost after the commit, requests cut off
 * mid-save, people saving or deleting the same record, clients racing. Each case counts the records the user
 * saved that are missing afterwards (lost) and those stored more than once (duplicated).
 */
let h: Harness;
let shipper: PartyRef;
let consignee: PartyRef;

beforeAll(async () => {
  h = await startHarness();
  const items = (await h.send('GET', '/api/contacts?pageSize=100')).body.items as {
    id: string;
    company: string;
    country: string;
    roles: string[];
  }[];
  const ref = (c: (typeof items)[number]) => ({ id: c.id, name: c.company, country: c.country });
  shipper = ref(items.find((c) => c.roles.includes('shipper') && c.company !== '')!);
  consignee = ref(items.find((c) => c.roles.includes('consignee') && c.company !== '' && c.id !== shipper.id)!);
});
afterAll(() => h?.server.stop());

/** Sends a request and drops the connection as soon as the answer starts: the server committed, the client never
 * learns it. Resolves with the status the server had begun to answer. */
function sendAndLoseAnswer(path: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.server.url);
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: {
          Authorization: `Bearer ${h.staffToken}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.destroy();
        req.destroy();
        resolve(status);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function countRecords(path: string): Promise<number> {
  return Number((await h.send('GET', `${path}?pageSize=1`)).body.total);
}

describe('faults on the server', () => {
  const table = plan('api', 'fault', 'server faults', [
    'save answer lost after the commit, then retried',
    'time-out mid-save, then retried',
    'two people saving the same record',
    'delete during an edit',
    'five clients creating shipments at once',
    'import batch timing out after its commit, then retried',
  ] as const);

  it('keeps every saved record exactly once', async () => {
    const input = (notes: string) => ({ ...validFreight({ shipper, consignee }), notes });
    const byNotes = async (notes: string) => {
      const page = await h.send('GET', `/api/freight?pageSize=100`);
      return (page.body.items as { id: string; notes: string; reference: string }[]).filter((r) => r.notes === notes);
    };

    // 1. The server commits, the answer never arrives; the client retries with the same request id.
    {
      const notes = 'fault-lost-answer';
      const requestId = 'fault-lost-answer-1';
      const first = await sendAndLoseAnswer('/api/freight', { input: input(notes), requestId });
      const retry = await h.send('POST', '/api/freight', { body: { input: input(notes), requestId } });
      const stored = await byNotes(notes);
      table.observe('save answer lost after the commit, then retried', {
        lost: stored.length === 0 ? 1 : 0,
        duplicated: Math.max(0, stored.length - 1),
        seen: `first answer dropped (${first}); retry ${describeAnswer(retry)}; ${stored.length} stored; retry answered ${
          retry.body.id === stored[0]?.id ? 'the stored one' : 'another'
        }`,
      });
    }

    // 2. The client gives up a few milliseconds into the save, then retries with the same request id.
    {
      const notes = 'fault-timeout';
      const requestId = 'fault-timeout-1';
      const controller = new AbortController();
      const cut = fetch(`${h.server.url}/api/freight`, {
        method: 'POST',
        signal: controller.signal,
        headers: { Authorization: `Bearer ${h.staffToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ input: input(notes), requestId }),
      }).then(
        (r) => `answered ${r.status}`,
        () => 'aborted',
      );
      setTimeout(() => controller.abort(), 2);
      const firstOutcome = await cut;
      const retry = await h.send('POST', '/api/freight', { body: { input: input(notes), requestId } });
      const stored = await byNotes(notes);
      table.observe('time-out mid-save, then retried', {
        lost: stored.length === 0 || retry.body.id !== stored[0]?.id ? 1 : 0,
        duplicated: Math.max(0, stored.length - 1),
        seen: `first ${firstOutcome}; retry ${describeAnswer(retry)}; ${stored.length} stored`,
      });
    }

    // 3. Two people open the same shipment; the first saves, the second saves over the version they read.
    {
      const created = await h.send('POST', '/api/freight', { body: { input: input('fault-two-editors') } });
      const id = String(created.body.id);
      const version = (created.body.audit as { updatedAt: string }).updatedAt;
      const first = await h.send('PUT', `/api/freight/${id}`, {
        body: { input: input('first editor wins'), expectedUpdatedAt: version },
      });
      const second = await h.send('PUT', `/api/freight/${id}`, {
        token: h.adminToken,
        body: { input: input('second editor'), expectedUpdatedAt: version },
      });
      const stored = (await h.send('GET', `/api/freight/${id}`)).body;
      const firstKept = first.status === 200 && stored.notes === 'first editor wins';
      table.observe('two people saving the same record', {
        lost: firstKept ? 0 : 1,
        duplicated: 0,
        seen: `first ${describeAnswer(first)}; second ${describeAnswer(second)}; stored notes "${String(stored.notes)}"`,
      });
      expect(second.body.code).toBe('record.stale');
      expect(isStableRefusal(second)).toBe(true);
    }

    // 4. One person edits a product while another deletes it: the save is refused with a code, nothing comes back.
    {
      const created = await h.send('POST', '/api/products', { body: sampleProduct('FAULTDEL') });
      const product = created.body as { id: string; updatedAt: string };
      const removed = await h.send('DELETE', `/api/products/${product.id}`, { token: h.adminToken });
      const save = await h.send('PUT', `/api/products/${product.id}`, {
        body: { ...sampleProduct('FAULTDEL'), descriptionEn: 'edited', expectedUpdatedAt: product.updatedAt },
      });
      const after = await h.send('GET', `/api/products/${product.id}`);
      table.observe('delete during an edit', {
        // The editor's input is not stored anywhere once the record is gone; the refusal tells them (not a silent loss).
        lost: isStableRefusal(save) ? 0 : 1,
        duplicated: after.status === 200 ? 1 : 0,
        seen: `delete ${removed.status}; save ${describeAnswer(save)}; read afterwards ${describeAnswer(after)}`,
      });
      expect(isStableRefusal(save)).toBe(true);
    }

    // 5. Five clients create at the same moment: five shipments, five references.
    {
      const notes = 'fault-five-clients';
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          h.send('POST', '/api/freight', { body: { input: input(notes), requestId: `five-${i}` } }),
        ),
      );
      const stored = await byNotes(notes);
      const references = new Set(stored.map((r) => r.reference));
      const failed = answers.filter((a) => a.status !== 201);
      table.observe('five clients creating shipments at once', {
        lost: 5 - Math.min(5, stored.length) + failed.length,
        duplicated: stored.length - references.size + Math.max(0, stored.length - 5),
        seen: `${answers.map((a) => a.status).join(',')}; ${stored.length} stored, ${references.size} references`,
      });
    }

    // 6. An import commits but its answer times out; the client sends the same batch again.
    {
      const rows = Array.from({ length: 20 }, (_, i) => sampleProduct(`FIMP${i}`));
      const before = await countRecords('/api/products');
      const first = await sendAndLoseAnswer('/api/products/import', { rows });
      const retry = await h.send('POST', '/api/products/import', { body: { rows } });
      const after = await countRecords('/api/products');
      const codes = (await h.send('GET', '/api/products?pageSize=100&q=CT-FIMP')).body.items as { code: string }[];
      const distinct = new Set(codes.map((p) => p.code));
      table.observe('import batch timing out after its commit, then retried', {
        lost: Math.max(0, rows.length - distinct.size),
        duplicated: Math.max(0, after - before - rows.length) + (codes.length - distinct.size),
        seen: `first dropped (${first}); retry ${describeAnswer(retry)}; products ${before} -> ${after}`,
      });
      expect(isStableRefusal(retry) || retry.status === 200).toBe(true);
    }
  });
});
