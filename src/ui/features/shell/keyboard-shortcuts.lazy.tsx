import { Kbd, Modal, Table } from '@mantine/core';
import { useIntl } from 'react-intl';

const SHORTCUTS: readonly { readonly keys: readonly string[]; readonly id: string }[] = [
  { keys: ['Ctrl', 'K'], id: 'shortcuts.palette' },
  { keys: ['/'], id: 'shortcuts.search' },
  { keys: ['N'], id: 'shortcuts.new' },
  { keys: ['Ctrl', 'S'], id: 'shortcuts.save' },
  { keys: ['Esc'], id: 'shortcuts.close' },
  { keys: ['?'], id: 'shortcuts.help' },
];

/** The dialog that lists the keyboard shortcuts. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shortcuts.title' });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.close' }) }}
    >
      <Table aria-label={title} data-testid="shortcut-help">
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' + ' : null}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{intl.formatMessage({ id: s.id })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
