import { Autocomplete, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { searchSeedPlaces, seedPlace } from '../../../../domain/trade/un-locode';
import type { FreightFormApi } from './freight-form-api';
import { AddButton, RemoveButton, Section, SectionTextarea, lockedField } from './freight-form-fields';

type PlaceSide = 'loading' | 'discharge';

/** A UN/LOCODE picker over the seeded places, with free entry of any other code and its name. */
function PlaceFields({ form, side, locked }: { form: FreightFormApi; side: PlaceSide; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const values = form.getValues();
  const codeField = `${side}Code` as const;
  const nameField = `${side}Name` as const;
  const mode = values.mode === 'sea' ? 'sea' : values.mode === 'road' ? undefined : 'air';
  const options = searchSeedPlaces(values[codeField], mode)
    .slice(0, 30)
    .map((p) => ({ value: p.code, label: `${p.code} — ${p.name}` }));
  const disabled = lockedField(locked, side === 'loading' ? 'placeOfLoading' : 'placeOfDischarge');
  return (
    <>
      <Autocomplete
        label={t(`freight.paperwork.${codeField}`)}
        description={t('freight.paperwork.placeHint')}
        disabled={disabled}
        data={options}
        filter={({ options: all }) => all}
        {...form.getInputProps(codeField)}
        onChange={(text) => {
          // A picked suggestion arrives as its label ("NLRTM — Rotterdam"): the code is the option's value.
          const picked = options.find((option) => option.label === text)?.value ?? text;
          const seeded = seedPlace(picked);
          form.setValues(seeded ? { [codeField]: seeded.code, [nameField]: seeded.name } : { [codeField]: text });
        }}
      />
      <TextInput label={t(`freight.paperwork.${nameField}`)} disabled={disabled} {...form.getInputProps(nameField)} />
    </>
  );
}

/** The incoterm's named place, the places of loading and discharge, marks and numbers and, by sea, the containers. */
export function FreightPaperworkSection({ form, locked }: { form: FreightFormApi; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = form.getValues();
  const containersLocked = lockedField(locked, 'containers');
  return (
    <Section title={t('freight.paperwork.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('freight.paperwork.namedPlace')}
          description={t('freight.paperwork.namedPlaceHint', { incoterm: values.incoterm })}
          disabled={lockedField(locked, 'namedPlace')}
          {...form.getInputProps('namedPlace')}
        />
        <div />
        <PlaceFields form={form} side="loading" locked={locked} />
        <PlaceFields form={form} side="discharge" locked={locked} />
      </SimpleGrid>
      <SectionTextarea form={form} field="marks" label={t('freight.paperwork.marks')} rows={2} locked={locked} />
      {values.mode === 'sea' || values.containers.length > 0 ? (
        <Stack gap="xs" mt="sm" role="group" aria-label={t('freight.paperwork.containers')}>
          {values.containers.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('freight.paperwork.container', { number: i + 1 })}
                placeholder="CSQU 305438 3"
                disabled={containersLocked}
                {...form.getInputProps(`containers.${i}`)}
              />
              {containersLocked ? null : (
                <RemoveButton
                  mt={26}
                  label={t('freight.paperwork.removeContainer', { number: i + 1 })}
                  onClick={() => form.removeListItem('containers', i)}
                />
              )}
            </Group>
          ))}
          {containersLocked ? null : (
            <AddButton onClick={() => form.insertListItem('containers', '')}>
              {t('freight.paperwork.addContainer')}
            </AddButton>
          )}
        </Stack>
      ) : null}
    </Section>
  );
}
