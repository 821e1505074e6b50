import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListSearchBox } from '../../../src/ui/components/list-view/list-search-box';
import { renderWithApp } from '../../support/render-with-app';

/**
 * The URL as the router holds it: a push reaches it `delayMs` later (a busy phone, a slow render), and `goBack`
 * puts an older text there, as Back does.
 */
function Harness({ delayMs, history }: { delayMs: number; history: string[] }) {
  const [url, setUrl] = useState('');
  return (
    <>
      <ListSearchBox
        aria-label="Search"
        text={url}
        onText={(q) => {
          history.push(q);
          setTimeout(() => setUrl(q), delayMs);
        }}
      />
      <button type="button" onClick={() => setUrl('tea')}>
        back
      </button>
      <output data-testid="url">{url}</output>
    </>
  );
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('the list search box', () => {
  it('keeps keystrokes typed while its own earlier push reaches the URL', async () => {
    const history: string[] = [];
    const user = userEvent.setup();
    renderWithApp(<Harness delayMs={150} history={history} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'co');
    await pause(300); // the pause sends "co"; it reaches the URL 150 ms later
    await user.type(box, 'f'); // typed before it arrives
    await pause(200); // "co" arrives in the URL
    expect(box).toHaveValue('cof');
    await user.type(box, 'fee');
    await pause(500);
    expect(box).toHaveValue('coffee');
    expect(screen.getByTestId('url')).toHaveTextContent('coffee');
    // Every text sent is a prefix of what was typed: no keystroke was dropped on the way.
    expect(history.at(-1)).toBe('coffee');
    expect(history.every((sent) => 'coffee'.startsWith(sent))).toBe(true);
  });

  it('shows a text the URL gets from elsewhere, as after Back', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness delayMs={0} history={[]} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'coffee');
    await pause(350);
    expect(screen.getByTestId('url')).toHaveTextContent('coffee');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(box).toHaveValue('tea');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
