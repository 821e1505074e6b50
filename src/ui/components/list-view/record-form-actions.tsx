import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLeaveGuard } from '../leave-guard';

/**
 * A record form's Cancel and Save, and the question before leaving it with unsaved changes: changes in the form
 * that the last save did not store (Cancel included: it navigates, so the guard asks too).
 */
export function RecordFormActions({
  form,
  save,
  onCancel,
}: {
  readonly form: { isDirty(): boolean };
  readonly save: { readonly saving: boolean; isSaved(): boolean };
  readonly onCancel: () => void;
}) {
  const intl = useIntl();
  const leaveGuard = useLeaveGuard(() => form.isDirty() && !save.isSaved());
  const { saving } = save;
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {intl.formatMessage({ id: 'common.cancel' })}
      </Button>
      <Button type="submit" loading={saving} disabled={saving}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
      {leaveGuard}
    </Group>
  );
}
