import { describe, expect, it } from 'vitest';
import { MAX_MAIL_DEPTH, parseMailBody, type MailNode } from '../../../../src/domain/demo/mail/mail-body';
import { plan } from '../../support/hardening-report';

/**
 * Hostile mail bodies through the parser the mail screen renders from (SafeMailBody turns exactly this tree into
 * React elements, never HTML): what comes out may hold only allow-listed tags, web and mail links, and a bounded
 * depth. At unit level because the mock's mailbox has no way in for a body other than its fixtures.
 */
const SAFE_TAGS = new Set(['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'div']);

function problems(nodes: readonly MailNode[], depth = 1): string[] {
  const found: string[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') continue;
    if (!SAFE_TAGS.has(node.tag)) found.push(`tag ${node.tag}`);
    if (node.href !== undefined && !/^(https?:\/\/|mailto:)/i.test(node.href)) found.push(`href ${node.href}`);
    if (depth > MAX_MAIL_DEPTH) found.push(`depth ${depth}`);
    found.push(...problems(node.children, depth + 1));
  }
  return found;
}

const BODIES = {
  '<svg onload>': '<p>Hi</p><svg onload="window.__canary=1"><script>window.__canary=1</script></svg><b>bold</b>',
  'jav&#x09;ascript: link': '<a href="jav&#x09;ascript:window.__canary=1">open</a> <a href="&#106;avascript:x">two</a>',
  '10,000 nested elements': `${'<div><span>'.repeat(5000)}deep${'</span></div>'.repeat(5000)}`,
} as const;
const table = plan('unit', 'input', 'mail bodies', Object.keys(BODIES) as (keyof typeof BODIES)[]);

describe('hostile mail bodies', () => {
  it('parse into allow-listed, shallow trees with web links only, quickly', () => {
    for (const name of table.cases) {
      const started = performance.now();
      const nodes = parseMailBody(BODIES[name]);
      const ms = performance.now() - started;
      const found = problems(nodes);
      table.observe(name, {
        unsafe: found.length > 0 || ms > 1_000,
        seen: `${found.length} problems ${found.slice(0, 3).join(', ')}; parsed in ${ms.toFixed(1)} ms`,
      });
      expect(found).toEqual([]);
    }
  });
});
