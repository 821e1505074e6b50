import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMenuOpened } from '../on-demand';
import { ColumnsButton } from './saved-views-buttons';
import { moveColumn, toggleColumn, type ViewColumn } from '../../../domain/saved-view/saved-view';

interface ColumnChooserProps {
  readonly columns: readonly ViewColumn[];
  /** Each column's name on screen. */
  readonly labels: Readonly<Record<string, string>>;
  readonly onChange: (next: ViewColumn[]) => void;
  readonly onReset: () => void;
  /** Opens as it mounts (its button was pressed before the chooser's code had arrived). */
  readonly openAtOnce?: boolean;
}

/**
 * Shows, hides and reorders a list's columns: a checkbox per column and "move up" / "move down" buttons, so every
 * change is made with the keyboard as well as the pointer. The last shown column cannot be hidden.
 */
export function ColumnChooser({ columns, labels, onChange, onReset, openAtOnce = false }: ColumnChooserProps) {
  const popover = useMenuOpened(openAtOnce);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const shown = columns.filter((c) => c.visible).length;
  const prefix = useId();
  const buttonId = (id: string, by: -1 | 1) => `${prefix}-${id}-${by < 0 ? 'up' : 'down'}`;
  // The moved column keeps the focus, so pressing again moves it on (the other button once it reaches an end).
  const move = (index: number, by: -1 | 1) => {
    const column = columns[index];
    onChange(moveColumn(columns, index, by));
    if (!column) return;
    const atEnd = by < 0 ? index + by === 0 : index + by === columns.length - 1;
    requestAnimationFrame(() => document.getElementById(buttonId(column.id, atEnd ? (-by as -1 | 1) : by))?.focus());
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus hideDetached={false} {...popover}>
      <Popover.Target>
        <ColumnsButton />
      </Popover.Target>
      <Popover.Dropdown aria-label={t('listView.columns')} data-testid="column-chooser">
        <Stack gap={6} miw={240}>
          <Text size="sm" c="dimmed">
            {t('listView.columns.hint')}
          </Text>
          {columns.map((column, index) => {
            const name = labels[column.id] ?? column.id;
            return (
              <Group key={column.id} justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  label={name}
                  checked={column.visible}
                  disabled={column.visible && shown === 1}
                  onChange={(e) => onChange(toggleColumn(columns, column.id, e.currentTarget.checked))}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    id={buttonId(column.id, -1)}
                    variant="subtle"
                    aria-label={t('listView.columns.up', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    id={buttonId(column.id, 1)}
                    variant="subtle"
                    aria-label={t('listView.columns.down', { name })}
                    disabled={index === columns.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Button variant="subtle" size="xs" onClick={onReset}>
            {t('listView.columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
