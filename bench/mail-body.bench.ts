import { bench, describe } from 'vitest';
import { parseMailBody } from '../src/domain/demo/mail/mail-body';

/**
 * The mail body parser must take time in proportion to the body, whatever it holds: goal a 1 MB body in
 * under 100 ms. Run: npx vitest bench --run bench/mail-body.bench.ts (compare the "mean" column).
 */
const MB = 1_000_000;
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));

const paragraph =
  '<p>Dear team, the <b>container</b> MSKU 123456-7 is at <a href="https://port.test/track?id=1&amp;s=2">the quay</a>' +
  ' &amp; clears customs on Monday.<br>Regards,<br><i>Operations</i></p>\n';

const bodies: Record<string, string> = {
  '1 MB ordinary mail': fill(paragraph, MB),
  '32 KB of "<a"': fill('<a', 32 * 1024),
  '1 MB of "<a"': fill('<a', MB),
  '1 MB of unclosed quoted attributes': fill('<a title="x ', MB),
  '10,000 nested elements': `${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}`,
  '1 MB of nested elements with stray end tags': fill('<span><b>', MB / 2) + fill('</p>', MB / 2),
  '1 MB of an unclosed comment and script': `<!--${fill('x', MB / 2)}<script>${fill('<b>', MB / 2)}`,
};

describe('parseMailBody', () => {
  for (const [name, body] of Object.entries(bodies)) {
    bench(name, () => {
      parseMailBody(body);
    });
  }
});
