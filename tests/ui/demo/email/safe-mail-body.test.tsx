import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
