import {
  Button,
  Checkbox,
  Code,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stepper,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { DemoSection, useT } from '../shared/demo-section';

function Row({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `row-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Grid align="center">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Text component="label" htmlFor={id} size="sm" fw={500}>
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>{children(id)}</Grid.Col>
    </Grid>
  );
}

export function FormLayoutDemo() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <DemoSection titleId="gallery.form.layout.horizontal">
        <Row label={t('gallery.form.input.name')}>{(id) => <TextInput id={id} />}</Row>
        <Row label={t('gallery.form.input.email')}>{(id) => <TextInput id={id} type="email" />}</Row>
        <Row label={t('gallery.form.port')}>{(id) => <Select id={id} data={['Santos', 'Rotterdam']} />}</Row>
        <Group justify="flex-end">
          <Button>{t('gallery.comp.save')}</Button>
        </Group>
      </DemoSection>
      <DemoSection titleId="gallery.form.layout.vertical">
        <TextInput label={t('gallery.form.input.name')} />
        <TextInput label={t('gallery.form.input.email')} type="email" />
        <Textarea label={t('gallery.form.textarea.notes')} />
        <Checkbox label={t('gallery.form.layout.remember')} />
        <Button w="fit-content">{t('gallery.comp.save')}</Button>
      </DemoSection>
      <DemoSection titleId="gallery.form.layout.columns">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('gallery.form.layout.first')} />
          <TextInput label={t('gallery.form.layout.last')} />
          <TextInput label={t('gallery.form.layout.city')} />
          <TextInput label={t('gallery.form.layout.country')} />
        </SimpleGrid>
        <Group>
          <Button>{t('gallery.comp.save')}</Button>
          <Button variant="default" type="reset">
            {t('gallery.form.reset')}
          </Button>
        </Group>
      </DemoSection>
    </SimpleGrid>
  );
}

/** The wizard's first steps: each two text fields, given as [label key, field]. */
const TEXT_STEPS = [
  {
    labelId: 'gallery.form.wizard.parties',
    fields: [
      ['gallery.form.wizard.shipper', 'shipper'],
      ['gallery.form.wizard.consignee', 'consignee'],
    ],
  },
  {
    labelId: 'gallery.form.wizard.route',
    fields: [
      ['gallery.table.col.origin', 'origin'],
      ['gallery.table.col.destination', 'destination'],
    ],
  },
] as const;

interface WizardValues {
  shipper: string;
  consignee: string;
  origin: string;
  destination: string;
  cargo: string;
  containers: string;
}

export function WizardDemo() {
  const t = useT();
  const [step, setStep] = useState(0);
  const required = (value: string) => (value.trim() ? null : t('gallery.form.required'));
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: { shipper: '', consignee: '', origin: '', destination: '', cargo: '', containers: '1' },
    validate: (values) => {
      if (step === 0) return { shipper: required(values.shipper), consignee: required(values.consignee) };
      if (step === 1) return { origin: required(values.origin), destination: required(values.destination) };
      return { cargo: required(values.cargo) };
    },
  });
  const next = () => {
    if (!form.validate().hasErrors) setStep((s) => Math.min(3, s + 1));
  };
  return (
    <DemoSection titleId="gallery.form.wizard.booking">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        {TEXT_STEPS.map((step) => (
          <Stepper.Step key={step.labelId} label={t(step.labelId)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {step.fields.map(([labelId, field]) => (
                <TextInput key={field} label={t(labelId)} {...form.getInputProps(field)} />
              ))}
            </SimpleGrid>
          </Stepper.Step>
        ))}
        <Stepper.Step label={t('gallery.form.wizard.cargo')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('gallery.form.wizard.goods')} {...form.getInputProps('cargo')} />
            <Select
              label={t('gallery.form.number.containers')}
              data={['1', '2', '3', '4']}
              allowDeselect={false}
              {...form.getInputProps('containers')}
            />
          </SimpleGrid>
        </Stepper.Step>
        <Stepper.Completed>
          <Text>{t('gallery.form.wizard.done')}</Text>
          <Code block mt="sm">
            {JSON.stringify(form.getValues(), null, 2)}
          </Code>
        </Stepper.Completed>
      </Stepper>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          {t('gallery.form.wizard.back')}
        </Button>
        {step < 3 ? (
          <Button onClick={next}>{t(step === 2 ? 'gallery.form.wizard.finish' : 'gallery.form.wizard.next')}</Button>
        ) : (
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              setStep(0);
            }}
          >
            {t('gallery.form.wizard.again')}
          </Button>
        )}
      </Group>
    </DemoSection>
  );
}
