import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { savedViewErrors } from '../../../domain/saved-view/saved-view';

interface SaveViewDialogProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Saves; resolves true when saved (the dialog then closes). */
  readonly onSave: (name: string, shared: boolean, asDefault: boolean) => Promise<boolean>;
}

/** Names the list as it is now (filters, sort, page size, columns) as a new view, private or shared. */
export function SaveViewDialog({ opened, onClose, onSave }: SaveViewDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [asDefault, setAsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setName('');
    setShared(false);
    setAsDefault(false);
    setError(null);
    onClose();
  };
  const submit = async () => {
    const problem = savedViewErrors({ list: 'freight', name, shared, state: {}, columns: [] }).name;
    if (problem) {
      setError(t(`listView.views.name.${problem}`));
      return;
    }
    setSaving(true);
    const saved = await onSave(name, shared, asDefault);
    setSaving(false);
    if (saved) close();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('listView.views.saveTitle')}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('listView.views.name')}
            description={t('listView.views.nameHint')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            withAsterisk
          />
          <Checkbox
            label={t('listView.views.shared')}
            description={t('listView.views.sharedHint')}
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('listView.views.asDefault')}
            checked={asDefault}
            onChange={(e) => setAsDefault(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('listView.views.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
