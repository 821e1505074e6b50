import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLeaveGuard } from '../leave-guard';

/**
 * A record form's Cancel and Save, and the question before leaving it with unsaved changes (Cancel
 * included: it navigates, so the guard asks too).
 */
export function RecordFormActions({
  saving,
  onCancel,
  hasUnsavedChanges,
}: {
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly hasUnsavedChanges: () => boolean;
}) {
  const intl = useIntl();
  const leaveGuard = useLeaveGuard(hasUnsavedChanges);
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
