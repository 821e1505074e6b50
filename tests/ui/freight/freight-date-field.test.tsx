import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../../src/ui/components/date-field';
import { renderWithApp } from '../../support/render-with-app';

function Probe({ seen }: { seen: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DateField
        label="Ship date"
        value={value}
        onChange={(next) => {
          seen(next);
          setValue(next);
        }}
      />
    </>
  );
}

async function typeDate(text: string, locale: 'en' | 'pt') {
  const seen: (string | null)[] = [];
  renderWithApp(<Probe seen={(value) => seen.push(value)} />, { locale });
  const field = screen.getByRole('textbox', { name: 'Ship date' });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  return { field, seen };
}

describe('a date typed in the app language, whatever the browser speaks', () => {
  it('takes 25/12/2026 on a Portuguese screen and keeps it as typed', async () => {
    const { field, seen } = await typeDate('25/12/2026', 'pt');
    expect(seen.at(-1)).toBe('2026-12-25');
    expect(field).toHaveValue('25/12/2026');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Limpar a data' })).toBeInTheDocument();
  });

  it('takes 12/25/2026 on an English screen', async () => {
    const { field, seen } = await typeDate('12/25/2026', 'en');
    expect(seen.at(-1)).toBe('2026-12-25');
    expect(field).toHaveValue('12/25/2026');
  });

  it('does not turn an impossible day into another one', async () => {
    const { seen } = await typeDate('31/02/2026', 'pt');
    expect(seen.filter((value) => value !== null)).toEqual([]);
  });
});
