import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemoScreen } from '../render-demo';

describe('the gallery pages that show a component per variant and colour', () => {
  it('give each button variant its own section with one button per colour', async () => {
    await renderDemoScreen('/components/buttons', {});
    const outline = await screen.findByRole('region', { name: 'Outline' }, { timeout: 10_000 });
    expect(
      within(outline)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Blue', 'Gray', 'Teal', 'Red', 'Yellow', 'Cyan']);
    expect(screen.getByRole('region', { name: 'Subtle' })).toBeInTheDocument();
  });

  it('give each spinner type a section with five spinners', async () => {
    await renderDemoScreen('/components/spinners', {});
    const dots = await screen.findByRole('region', { name: 'Dots' }, { timeout: 10_000 });
    expect(within(dots).getAllByRole('img', { name: 'Loading the demo…' })).toHaveLength(5);
  });
});
