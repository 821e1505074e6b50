import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_STATUSES, type DataListItem, type OrderStatus } from '../../../../domain/demo/datalist/datalist.types';
import {
  validateDataListDraft,
  type DataListDraft,
  type DataListDraftErrors,
} from '../../../../domain/demo/datalist/datalist-rules';

const CATEGORIES = ['Containers', 'Packing', 'Securing', 'Monitoring', 'Services', 'Compliance'];
const IMG_FOR: Record<string, string> = {
  Containers: 'container',
  Packing: 'box',
  Securing: 'lock',
  Monitoring: 'gauge',
  Services: 'truck',
  Compliance: 'certificate',
};

interface Props {
  readonly item: DataListItem | null;
  onClose(): void;
  onSave(draft: DataListDraft): Promise<boolean>;
}

export function ItemEditor({ item, onClose, onSave }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<DataListDraft>(() =>
    item
      ? { ...item, popularity: item.popularity.popValue }
      : { name: '', category: 'Containers', price: '', order_status: 'pending', popularity: 50, img: 'container' },
  );
  const [errors, setErrors] = useState<DataListDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const err = (key: keyof DataListDraftErrors) => (errors[key] ? t(`dataList.error.${errors[key]}`) : undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateDataListDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSave({
      ...draft,
      name: draft.name.trim(),
      price: draft.price.trim(),
      img: IMG_FOR[draft.category] ?? '',
    });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t(item ? 'dataList.editItem' : 'dataList.newItem')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('dataList.col.name')}
            required
            value={draft.name}
            error={err('name')}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Select
            label={t('dataList.col.category')}
            data={CATEGORIES}
            value={draft.category}
            allowDeselect={false}
            error={err('category')}
            onChange={(v) => v && setDraft({ ...draft, category: v })}
          />
          <Select
            label={t('dataList.col.order_status')}
            allowDeselect={false}
            value={draft.order_status}
            data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`dataList.status.${s}`) }))}
            onChange={(v) => v && setDraft({ ...draft, order_status: v as OrderStatus })}
          />
          <TextInput
            label={t('dataList.col.price')}
            required
            inputMode="decimal"
            value={draft.price}
            error={err('price')}
            onChange={(e) => setDraft({ ...draft, price: e.currentTarget.value })}
          />
          <NumberInput
            label={t('dataList.col.popularity')}
            min={0}
            max={100}
            value={Number(draft.popularity) || 0}
            onChange={(v) => setDraft({ ...draft, popularity: v })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="common.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
