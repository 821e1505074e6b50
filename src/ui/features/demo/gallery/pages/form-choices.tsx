import {
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { DemoSection, useT } from '../shared/demo-section';

const PORTS = ['Santos', 'Rotterdam', 'Hamburg', 'Shanghai', 'Singapore', 'Antwerp'];
const MODES = ['sea', 'air', 'road'] as const;

export function SelectDemo() {
  const t = useT();
  const modes = MODES.map((m) => ({ value: m, label: t(`gallery.table.mode.${m}`) }));
  return (
    <DemoSection titleId="gallery.form.select.kinds">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('gallery.form.port')} data={PORTS} placeholder={t('gallery.form.pick')} />
        <Select
          label={t('gallery.form.portSearch')}
          data={PORTS}
          searchable
          clearable
          nothingFoundMessage={t('gallery.form.nothing')}
        />
        <MultiSelect label={t('gallery.form.modes')} data={modes} defaultValue={['sea']} clearable />
        <NativeSelect label={t('gallery.form.native')} data={modes} />
        <TagsInput label={t('gallery.form.tags')} defaultValue={['reefer']} description={t('gallery.form.tagsHint')} />
        <Select label={t('gallery.form.disabled')} data={PORTS} disabled defaultValue="Santos" />
      </SimpleGrid>
    </DemoSection>
  );
}

export function SwitchDemo() {
  const t = useT();
  const [on, setOn] = useState(true);
  return (
    <Stack>
      <DemoSection titleId="gallery.form.switch.basic">
        <Switch label={t('gallery.form.switch.notify')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        <Text size="sm" aria-live="polite">
          {t(on ? 'gallery.form.on' : 'gallery.form.off')}
        </Text>
        <Switch label={t('gallery.form.disabled')} disabled />
      </DemoSection>
      <DemoSection titleId="gallery.form.switch.colors">
        <Group>
          {(['blue', 'teal', 'red', 'orange'] as const).map((color) => (
            <Switch key={color} color={color} defaultChecked label={t(`gallery.ui.color.${color}`)} />
          ))}
        </Group>
        <Group>
          {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
            <Switch
              key={size}
              size={size}
              label={t('gallery.form.size', { size })}
              onLabel={t('gallery.form.onShort')}
              offLabel={t('gallery.form.offShort')}
            />
          ))}
        </Group>
      </DemoSection>
    </Stack>
  );
}

export function CheckboxDemo() {
  const t = useT();
  const [docs, setDocs] = useState<string[]>(['invoice']);
  const all = ['invoice', 'packingList', 'billOfLading'] as const;
  return (
    <Stack>
      <DemoSection titleId="gallery.form.checkbox.group">
        <Checkbox
          label={t('gallery.form.checkbox.all')}
          checked={docs.length === all.length}
          indeterminate={docs.length > 0 && docs.length < all.length}
          onChange={(e) => setDocs(e.currentTarget.checked ? [...all] : [])}
        />
        <Checkbox.Group value={docs} onChange={setDocs} label={t('gallery.form.checkbox.documents')} pl="lg">
          <Stack gap="xs" mt="xs">
            {all.map((doc) => (
              <Checkbox key={doc} value={doc} label={t(`gallery.form.doc.${doc}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </DemoSection>
      <DemoSection titleId="gallery.form.switch.colors">
        <Group>
          {(['blue', 'teal', 'red', 'orange'] as const).map((color) => (
            <Checkbox key={color} color={color} defaultChecked label={t(`gallery.ui.color.${color}`)} />
          ))}
          <Checkbox disabled label={t('gallery.form.disabled')} />
        </Group>
      </DemoSection>
    </Stack>
  );
}

export function RadioDemo() {
  const t = useT();
  const [mode, setMode] = useState<string>('sea');
  return (
    <Stack>
      <DemoSection titleId="gallery.form.radio.group">
        <Radio.Group
          value={mode}
          onChange={setMode}
          label={t('gallery.form.radio.mode')}
          description={t('gallery.form.radio.hint')}
        >
          <Group mt="xs">
            {MODES.map((m) => (
              <Radio key={m} value={m} label={t(`gallery.table.mode.${m}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" aria-live="polite">
          {t('gallery.form.radio.chosen', { mode: t(`gallery.table.mode.${mode}`) })}
        </Text>
      </DemoSection>
      <DemoSection titleId="gallery.form.radio.cards">
        <Radio.Group defaultValue="standard" label={t('gallery.form.radio.service')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {(['economy', 'standard', 'express'] as const).map((service) => (
              <Radio.Card key={service} value={service} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t(`gallery.form.service.${service}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`gallery.form.service.${service}.body`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </DemoSection>
    </Stack>
  );
}
