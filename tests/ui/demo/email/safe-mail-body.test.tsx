import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_MAIL_DEPTH } from '../../../../src/domain/demo/mail/mail-body';
import { SafeMailBody } from '../../../../src/ui/features/demo/email/safe-mail-body';
import { renderWithApp } from '../../../support/render-with-app';

describe('SafeMailBody', () => {
  it('renders formatting and safe links, and nothing executable', () => {
    const hostile =
      '<p>Hi <b>team</b></p><script>window.__x = 1</script><img src=x onerror="window.__x = 1">' +
      '<a href="https://track.example.com/1" onclick="window.__x = 1">track</a><a href="javascript:window.__x=1">bad</a>';
    renderWithApp(<SafeMailBody html={hostile} />);
    const body = screen.getByTestId('mail-body');
    expect(body.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(body.querySelector('strong')?.textContent).toBe('team');
    const link = screen.getByRole('link', { name: 'track' });
    expect(link).toHaveAttribute('href', 'https://track.example.com/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });
  it('renders a body of 10,000 nested elements with its text and a bounded depth', () => {
    renderWithApp(<SafeMailBody html={`${'<blockquote>'.repeat(10_000)}deep${'</blockquote>'.repeat(10_000)}`} />);
    const body = screen.getByTestId('mail-body');
    expect(body).toHaveTextContent('deep');
    expect(body.querySelectorAll('blockquote')).toHaveLength(MAX_MAIL_DEPTH);
  });
  it('drops an svg with an onload handler and what it holds', () => {
    renderWithApp(<SafeMailBody html={'a<svg onload="window.__y = 1"><a href="https://x.test">t</a></svg>b'} />);
    const body = screen.getByTestId('mail-body');
    expect(body.querySelector('svg, a')).toBeNull();
    expect(body).toHaveTextContent(/^ab$/);
  });
});
