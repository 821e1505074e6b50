import { SegmentedControl, Text, type MantineSize } from '@mantine/core';
import { useId } from 'react';

/**
 * A segmented control over a fixed set of choices, typed by their values: `choices` maps each value, in order, to
 * the name it is shown by. Its `label` is spoken, or shown above it with `shownLabel`.
 */
export function ChoiceControl<V extends string>({
  label,
  shownLabel = false,
  value,
  onChange,
  choices,
  w,
}: {
  label: string;
  shownLabel?: boolean;
  value: V;
  onChange: (value: V) => void;
  choices: Readonly<Record<V, string>>;
  w?: MantineSize | 'fit-content';
}) {
  const labelId = useId();
  const control = (
    <SegmentedControl
      {...(shownLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      {...(w ? { w } : {})}
      value={value}
      onChange={(picked) => onChange(picked as V)}
      data={(Object.entries(choices) as [V, string][]).map(([choice, name]) => ({ value: choice, label: name }))}
    />
  );
  if (!shownLabel) return control;
  return (
    <>
      <Text size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      {control}
    </>
  );
}

/** The choices `values` offer, each shown by the name `nameOf` gives it (say, a translation). */
export function namedChoices<V extends string>(values: readonly V[], nameOf: (value: V) => string): Record<V, string> {
  return Object.fromEntries(values.map((value) => [value, nameOf(value)])) as Record<V, string>;
}
