import { NumberInput, Select, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  DATA_LIST_CATEGORIES,
  imageForCategory,
  ORDER_STATUSES,
  type DataListItem,
} from '../../../../domain/demo/datalist/datalist.types';
import {
  validateDataListDraft,
  type DataListDraft,
  type DataListDraftErrors,
} from '../../../../domain/demo/datalist/datalist-rules';
import { DemoFormModal, type DemoEditorProps } from '../../../components/demo/demo-form-modal';
import { useDraft, useValidation } from '../../../components/demo/use-draft';

interface Props extends DemoEditorProps<DataListDraft> {
  readonly item: DataListItem | null;
}

export function ItemEditor({ item, onClose, onSave }: Props) {
  const intl = useIntl();
  const { draft, set, text, choice } = useDraft<DataListDraft>(() =>
    item
      ? { ...item, popularity: item.popularity.popValue }
      : { name: '', category: 'Containers', price: '', order_status: 'pending', popularity: 50, img: 'container' },
  );
  const { errors, validate } = useValidation(() => validateDataListDraft(draft));
  const t = (id: string) => intl.formatMessage({ id });
  const err = (key: keyof DataListDraftErrors) => (errors[key] ? t(`dataList.error.${errors[key]}`) : undefined);

  const save = () =>
    onSave({ ...draft, name: draft.name.trim(), price: draft.price.trim(), img: imageForCategory(draft.category) });

  return (
    <DemoFormModal
      title={t(item ? 'dataList.editItem' : 'dataList.newItem')}
      onClose={onClose}
      validate={validate}
      save={save}
    >
      <TextInput label={t('dataList.col.name')} required error={err('name')} {...text('name')} />
      <Select
        label={t('dataList.col.category')}
        data={DATA_LIST_CATEGORIES}
        error={err('category')}
        {...choice('category')}
      />
      <Select
        label={t('dataList.col.order_status')}
        data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`dataList.status.${s}`) }))}
        {...choice('order_status')}
      />
      <TextInput label={t('dataList.col.price')} required inputMode="decimal" error={err('price')} {...text('price')} />
      <NumberInput
        label={t('dataList.col.popularity')}
        min={0}
        max={100}
        value={Number(draft.popularity) || 0}
        onChange={(v) => set('popularity', v)}
      />
    </DemoFormModal>
  );
}
