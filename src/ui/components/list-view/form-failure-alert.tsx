import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { errorText } from '../error-text';
import type { DraftOffer } from './use-form-draft';
import type { SaveConflictAction } from './use-form-save';

/** What `useFormSave` answers about the last save (a form without conflict handling gives `failure` only). */
interface SaveState {
  /** The last refused save, or null. */
  readonly failure: unknown;
  /** The refusal is someone else's newer save, and the form can resolve it. */
  readonly stale?: boolean;
  readonly resolving?: SaveConflictAction | null;
  readonly loadSaved?: () => void;
  readonly saveMine?: () => void;
  /** Input kept when an earlier session ended, to restore or discard. */
  readonly draftOffer?: DraftOffer | null;
}

/** "You had unsaved changes to FR-2026-000123": restore or discard. */
function DraftOfferAlert({ offer }: { readonly offer: DraftOffer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Alert color="blue" role="status" data-testid="draft-offer">
      <Stack gap="sm">
        <Text size="sm">
          {offer.label
            ? intl.formatMessage({ id: 'listView.draft.body' }, { label: offer.label })
            : t('listView.draft.bodyNew')}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={offer.restore}>
            {t('listView.draft.restore')}
          </Button>
          <Button variant="default" size="xs" onClick={offer.discard}>
            {t('listView.draft.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The alerts above a record form: input kept from an ended session, and why the last save was refused. */
export function FormFailureAlert({ save }: { readonly save: SaveState }) {
  return (
    <>
      {save.draftOffer ? <DraftOfferAlert offer={save.draftOffer} /> : null}
      <SaveFailureAlert save={save} />
    </>
  );
}

/**
 * Why the last save of a record form was refused. Someone else's newer save gets its own alert: what
 * was typed is still in the form, and the person chooses between the saved version and their own.
 */
function SaveFailureAlert({ save }: { readonly save: SaveState }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { failure, stale, resolving, loadSaved, saveMine } = save;
  if (!failure) return null;
  if (!stale || !loadSaved || !saveMine) {
    return (
      <Alert color="red" role="alert">
        {errorText(intl, failure)}
      </Alert>
    );
  }
  const busy = resolving !== null && resolving !== undefined;
  return (
    <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden />} data-testid="save-conflict">
      <Stack gap="sm">
        {/* The title in the text's own colour: the alert's orange title is too pale to read on its background. */}
        <Text size="sm" fw={700}>
          {t('listView.conflict.title')}
        </Text>
        <Text size="sm">{t('listView.conflict.body')}</Text>
        <Group gap="sm">
          <Button variant="default" size="xs" onClick={loadSaved} loading={resolving === 'loadSaved'} disabled={busy}>
            {t('listView.conflict.loadSaved')}
          </Button>
          <Button size="xs" onClick={saveMine} loading={resolving === 'saveMine'} disabled={busy}>
            {t('listView.conflict.saveMine')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
