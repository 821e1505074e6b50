import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { packingCheck } from '../../../../domain/freight/freight-paperwork';
import { PACKAGE_TYPES, packageTotals, packingTotals, type PackageType } from '../../../../domain/trade/packing-list';
import { formatKg } from '../../../components/format-freight';
import { PackingDifferences } from '../packing-differences';
import type { FreightFormApi } from './freight-form-api';
import type { ReadForm } from './freight-form-read';
import type { PackageContentFormValues, PackageFormValues } from './freight-form-values';
import { AddButton, RemoveButton, Section, lockedField } from './freight-form-fields';

const m3 = (locale: string, milli: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(milli / 1000);

function nextKey(packages: readonly PackageFormValues[]): string {
  const highest = packages.reduce((max, p) => Math.max(max, Number(p.key.replace(/\D/g, '')) || 0), 0);
  return `p${highest + 1}`;
}

/**
 * The packing list: each package with its type, marks, dimensions and what it holds of which invoice line. Its totals
 * and, as it is typed, whether it agrees with the invoice lines (booking is refused while it does not).
 */
export function PackingListSection({ form, locked, read }: { form: FreightFormApi; locked: boolean; read: ReadForm }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = form.getValues();
  const disabled = lockedField(locked, 'packingList');
  const packages = read.input.packingList ?? [];
  // Compared with the invoice once every number of both reads.
  const packingUnread = Object.keys(read.errors).some((path) => path.startsWith('packingList.'));
  const check = read.unreadable || packingUnread ? null : packingCheck(read.input);
  const lineOptions = values.lines.map((line, i) => ({
    value: line.id,
    label: t('freight.packing.lineOption', { number: i + 1, description: line.description || '—' }),
  }));
  const emptyContent = (): PackageContentFormValues => ({
    lineId: values.lines[0]?.id ?? '',
    quantity: '',
    netWeight: '',
    grossWeight: '',
  });
  const addPackage = () =>
    form.insertListItem('packingList', {
      key: nextKey(values.packingList),
      type: 'box',
      marks: '',
      length: '',
      width: '',
      height: '',
      contents: [emptyContent()],
    } satisfies PackageFormValues);
  const totals = packingTotals(packages);
  return (
    <Section title={t('freight.packing.title')}>
      <Stack gap="sm">
        {values.packingList.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('freight.packing.empty')}
          </Text>
        ) : null}
        {values.packingList.map((pkg, i) => {
          const number = i + 1;
          const at = (field: string) => `packingList.${i}.${field}`;
          const parsed = packages[i];
          return (
            <Paper key={pkg.key} withBorder p="sm" role="group" aria-label={t('freight.packing.package', { number })}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t('freight.packing.package', { number })}</Text>
                {disabled ? null : (
                  <RemoveButton
                    label={t('freight.packing.removePackage', { number })}
                    onClick={() => form.removeListItem('packingList', i)}
                  />
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
                <Select
                  label={t('freight.packing.type')}
                  allowDeselect={false}
                  disabled={disabled}
                  data={PACKAGE_TYPES.map((type) => ({ value: type, label: t(`freight.packing.type.${type}`) }))}
                  {...form.getInputProps(at('type'))}
                  onChange={(v) => v && form.setFieldValue(at('type'), v as PackageType)}
                />
                <TextInput
                  label={t('freight.packing.marks')}
                  disabled={disabled}
                  {...form.getInputProps(at('marks'))}
                />
                {(['length', 'width', 'height'] as const).map((side) => (
                  <TextInput
                    key={side}
                    label={t(`freight.packing.${side}`)}
                    inputMode="numeric"
                    disabled={disabled}
                    {...form.getInputProps(at(side))}
                  />
                ))}
              </SimpleGrid>
              {parsed ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('freight.packing.volume', { volume: m3(intl.locale, packageTotals(parsed).volumeM3Milli) })}
                </Text>
              ) : null}
              <Stack gap="xs" mt="xs">
                {pkg.contents.map((_, j) => {
                  const c = (field: string) => at(`contents.${j}.${field}`);
                  return (
                    <Group key={j} gap="xs" align="flex-start" wrap="wrap">
                      <Select
                        style={{ flex: '2 1 200px' }}
                        label={t('freight.packing.line')}
                        allowDeselect={false}
                        disabled={disabled}
                        data={lineOptions}
                        {...form.getInputProps(c('lineId'))}
                        onChange={(v) => v && form.setFieldValue(c('lineId'), v)}
                      />
                      {(['quantity', 'netWeight', 'grossWeight'] as const).map((field) => (
                        <TextInput
                          key={field}
                          style={{ flex: '1 1 110px' }}
                          label={t(`freight.packing.${field}`)}
                          inputMode="decimal"
                          disabled={disabled}
                          {...form.getInputProps(c(field))}
                        />
                      ))}
                      {disabled ? null : (
                        <RemoveButton
                          mt={26}
                          label={t('freight.packing.removeContent', { content: j + 1, number })}
                          onClick={() => form.removeListItem(at('contents'), j)}
                        />
                      )}
                    </Group>
                  );
                })}
                {disabled ? null : (
                  <AddButton small onClick={() => form.insertListItem(at('contents'), emptyContent())}>
                    {t('freight.packing.addContent', { number })}
                  </AddButton>
                )}
              </Stack>
            </Paper>
          );
        })}
        {disabled ? null : <AddButton onClick={addPackage}>{t('freight.packing.addPackage')}</AddButton>}
        {packages.length > 0 ? (
          <Text size="sm" data-testid="packing-totals">
            {t('freight.packing.totals', {
              packages: totals.packages,
              net: formatKg(intl.locale, totals.netWeightGrams),
              gross: formatKg(intl.locale, totals.grossWeightGrams),
              volume: m3(intl.locale, totals.volumeM3Milli),
            })}
          </Text>
        ) : null}
        {check && check.differences.length > 0 ? (
          <Alert color="yellow" data-testid="packing-disagrees">
            {t('freight.packing.disagrees')}
            <PackingDifferences differences={check.differences} />
          </Alert>
        ) : check && check.mayBook ? (
          <Text size="sm" c="teal.8" data-testid="packing-agrees">
            {t('freight.packing.agrees')}
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}
