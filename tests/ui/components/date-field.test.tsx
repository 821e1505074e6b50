import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '../../../src/ui/components/date-field';
import { renderWithApp } from '../../support/render-with-app';

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DateField label="Ship date" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the date field', () => {
  it('takes Enter as the end of the typed date, not as the form being sent', async () => {
    const submitted = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Form onSubmit={submitted} />);
    const field = screen.getByRole('textbox', { name: 'Ship date' });
    await user.type(field, '12/31/2026{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-31');
  });
});
