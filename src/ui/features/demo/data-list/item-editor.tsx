import { NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DATA_LIST_CATEGORIES,
  imageForCategory,
  ORDER_STATUSES,
  type DataListItem,
  type OrderStatus,
} from '../../../../domain/demo/datalist/datalist.types';
import {
  validateDataListDraft,
  type DataListDraft,
  type DataListDraftErrors,
} from '../../../../domain/demo/datalist/datalist-rules';
import { DemoFormModal } from '../../../components/demo/demo-form-modal';

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
  const t = (id: string) => intl.formatMessage({ id });
  const err = (key: keyof DataListDraftErrors) => (errors[key] ? t(`dataList.error.${errors[key]}`) : undefined);

  function validate() {
    const found = validateDataListDraft(draft);
    setErrors(found);
    return Object.keys(found).length === 0;
  }
  const save = () =>
    onSave({ ...draft, name: draft.name.trim(), price: draft.price.trim(), img: imageForCategory(draft.category) });

  return (
    <DemoFormModal
      title={t(item ? 'dataList.editItem' : 'dataList.newItem')}
      onClose={onClose}
      validate={validate}
      save={save}
    >
      <TextInput
        label={t('dataList.col.name')}
        required
        value={draft.name}
        error={err('name')}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
      />
      <Select
        label={t('dataList.col.category')}
        data={DATA_LIST_CATEGORIES}
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
    </DemoFormModal>
  );
}
