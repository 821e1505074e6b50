import {
  Button,
  Code,
  Group,
  Input,
  MaskInput,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAt, IconCurrencyDollar, IconSearch, IconWeight } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoSection, sectionDemo, useT } from '../shared/demo-section';

export function InputDemo() {
  const t = useT();
  return (
    <Stack>
      <DemoSection titleId="gallery.form.input.basic">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('gallery.form.input.name')} placeholder={t('gallery.form.input.namePlaceholder')} />
          <TextInput label={t('gallery.form.input.email')} type="email" leftSection={<IconAt size={16} />} />
          <PasswordInput label={t('gallery.form.input.password')} description={t('gallery.form.input.passwordHint')} />
          <TextInput label={t('gallery.form.input.readOnly')} readOnly defaultValue="FD-00042" />
          <TextInput
            label={t('gallery.form.input.withError')}
            error={t('gallery.form.input.error')}
            defaultValue="santos"
          />
          <TextInput label={t('gallery.form.disabled')} disabled />
        </SimpleGrid>
      </DemoSection>
      <DemoSection titleId="gallery.form.input.sizes">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <TextInput key={size} size={size} label={t('gallery.form.size', { size })} />
        ))}
      </DemoSection>
    </Stack>
  );
}

export const InputGroupDemo = sectionDemo('gallery.form.group.addons', (t) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }}>
    <TextInput
      label={t('gallery.form.group.website')}
      leftSection={<Text size="xs">https://</Text>}
      leftSectionWidth={64}
    />
    <TextInput
      label={t('gallery.form.group.amount')}
      leftSection={<IconCurrencyDollar size={16} />}
      rightSection={<Text size="xs">.00</Text>}
    />
    <TextInput
      label={t('gallery.form.group.weight')}
      leftSection={<IconWeight size={16} />}
      rightSection={<Text size="xs">kg</Text>}
    />
    <Input.Wrapper label={t('gallery.form.group.search')}>
      <Group gap={0} wrap="nowrap">
        <Input
          flex={1}
          leftSection={<IconSearch size={16} />}
          aria-label={t('gallery.form.group.search')}
          styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
        />
        <Button style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>{t('gallery.form.group.go')}</Button>
      </Group>
    </Input.Wrapper>
  </SimpleGrid>
));

export function NumberInputDemo() {
  const t = useT();
  const [value, setValue] = useState<string | number>(12);
  return (
    <DemoSection titleId="gallery.form.number.kinds">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label={t('gallery.form.number.containers')} min={1} max={40} value={value} onChange={setValue} />
        <NumberInput
          label={t('gallery.form.number.price')}
          decimalScale={2}
          fixedDecimalScale
          prefix="$ "
          thousandSeparator=","
          defaultValue={1250.5}
        />
        <NumberInput label={t('gallery.form.number.weight')} suffix=" kg" step={100} min={0} defaultValue={2400} />
        <NumberInput label={t('gallery.form.number.noControls')} hideControls defaultValue={7} />
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        {t('gallery.form.number.value', { value: String(value) })}
      </Text>
    </DemoSection>
  );
}

export function TextareaDemo() {
  const t = useT();
  const [text, setText] = useState('');
  const max = 200;
  return (
    <DemoSection titleId="gallery.form.textarea.kinds">
      <Textarea label={t('gallery.form.textarea.notes')} placeholder={t('gallery.form.textarea.placeholder')} />
      <Textarea label={t('gallery.form.textarea.auto')} autosize minRows={2} maxRows={6} />
      <Textarea
        label={t('gallery.form.textarea.counted')}
        value={text}
        maxLength={max}
        onChange={(e) => setText(e.currentTarget.value)}
        description={t('gallery.form.textarea.left', { count: max - text.length })}
      />
    </DemoSection>
  );
}

export function InputMaskDemo() {
  const t = useT();
  const [raw, setRaw] = useState('');
  return (
    <DemoSection titleId="gallery.form.mask.kinds">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MaskInput
          label={t('gallery.form.mask.phone')}
          mask="+99 (99) 99999-9999"
          onChangeRaw={(value) => setRaw(value)}
        />
        <MaskInput
          label={t('gallery.form.mask.date')}
          mask="99/99/9999"
          placeholder={t('gallery.form.mask.datePlaceholder')}
        />
        <MaskInput label={t('gallery.form.mask.container')} mask="AAAA 999999-9" transform={(c) => c.toUpperCase()} />
        <MaskInput label={t('gallery.form.mask.card')} mask="9999 9999 9999 9999" />
        <MaskInput label={t('gallery.form.mask.taxId')} mask="99.999.999/9999-99" />
        <MaskInput label={t('gallery.form.mask.time')} mask="99:99" />
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        {t('gallery.form.mask.raw')} <Code>{raw || '–'}</Code>
      </Text>
    </DemoSection>
  );
}
