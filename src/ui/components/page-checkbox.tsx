import { Checkbox } from '@mantine/core';

/**
 * The checkbox that selects, or clears, every row on view: ticked when all of them are selected, dashed when some
 * are. Its label is spoken (`aria-label`), or shown beside it where there is no column to head (`shown`).
 */
export function PageCheckbox({
  label,
  rows,
  selected,
  onChange,
  shown = false,
}: {
  label: string;
  /** How many rows are on view, and how many of them are selected. */
  rows: number;
  selected: number;
  onChange: (on: boolean) => void;
  shown?: boolean;
}) {
  const all = rows > 0 && selected === rows;
  return (
    <Checkbox
      {...(shown ? { label } : { 'aria-label': label })}
      checked={all}
      indeterminate={selected > 0 && !all}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
