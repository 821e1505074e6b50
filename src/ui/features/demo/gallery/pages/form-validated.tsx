import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { isEmail, isInRange, isNotEmpty, matchesField, useForm } from '@mantine/form';
import { useState } from 'react';
import { DemoSection, useT } from '../shared/demo-section';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
  role: string | null;
  age: number | string;
  terms: boolean;
}

/** The template's Formik page, rebuilt with @mantine/form: validation on blur and on submit. */
export function ValidatedFormDemo() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    validateInputOnBlur: true,
    initialValues: { name: '', email: '', password: '', confirm: '', role: null, age: '', terms: false },
    validate: {
      name: isNotEmpty(t('gallery.form.valid.name')),
      email: isEmail(t('gallery.form.valid.email')),
      password: (value) => (value.length >= 8 ? null : t('gallery.form.valid.password')),
      confirm: matchesField('password', t('gallery.form.valid.confirm')),
      role: isNotEmpty(t('gallery.form.valid.role')),
      age: isInRange({ min: 18, max: 99 }, t('gallery.form.valid.age')),
      terms: (value) => (value ? null : t('gallery.form.valid.terms')),
    },
  });
  /** A field the form cannot be sent without: its value, change handler and error, marked with an asterisk. */
  const required = (field: keyof SignUpValues) => ({ ...form.getInputProps(field), withAsterisk: true });
  return (
    <DemoSection titleId="gallery.form.valid.signUp">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => setSent(values.name),
          () => setSent(null),
        )}
        onReset={() => {
          form.reset();
          setSent(null);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('gallery.form.input.name')} key={form.key('name')} {...required('name')} />
          <TextInput
            label={t('gallery.form.input.email')}
            type="email"
            key={form.key('email')}
            {...required('email')}
          />
          <PasswordInput
            label={t('gallery.form.input.password')}
            key={form.key('password')}
            {...required('password')}
          />
          <PasswordInput
            label={t('gallery.form.valid.confirmLabel')}
            key={form.key('confirm')}
            {...required('confirm')}
          />
          <Select
            label={t('gallery.form.valid.roleLabel')}
            data={[
              { value: 'agent', label: t('gallery.form.valid.agent') },
              { value: 'broker', label: t('gallery.form.valid.broker') },
            ]}
            key={form.key('role')}
            {...required('role')}
          />
          <NumberInput label={t('gallery.form.valid.ageLabel')} key={form.key('age')} {...required('age')} />
        </SimpleGrid>
        <Checkbox
          mt="md"
          label={t('gallery.form.valid.termsLabel')}
          key={form.key('terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Group mt="md">
          <Button type="submit">{t('gallery.form.valid.submit')}</Button>
          <Button type="reset" variant="default">
            {t('gallery.form.reset')}
          </Button>
        </Group>
      </form>
      {sent ? (
        <Alert color="teal" role="status">
          {t('gallery.form.valid.sent', { name: sent })}
        </Alert>
      ) : null}
    </DemoSection>
  );
}
