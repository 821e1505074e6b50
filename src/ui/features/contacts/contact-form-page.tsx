import { Alert, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { CONTACT_ROLES, EMPTY_CONTACT, type ContactFields, type ContactRole } from '../../../domain/contact/contact';
import { validateContact } from '../../../domain/contact/contact-validation';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { errorText, fieldErrorTexts } from '../../components/error-text';
import { countryOptions } from '../../components/list-view/country-options';
import { RecordFormActions } from '../../components/list-view/record-form-actions';
import { useFormSave } from '../../components/list-view/use-form-save';
import { useReturn } from '../../components/list-view/use-return';
import { contactMutations } from '../../queries/contact.mutations';
import { contactQueries } from '../../queries/contact.queries';

type TextField = Exclude<keyof ContactFields, 'roles'>;

function ContactForm({ initial, id }: { initial: ContactFields; id: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { contacts } = useUseCases();
  const queryClient = useQueryClient();
  const form = useForm<ContactFields>({
    initialValues: initial,
    validate: (values) => fieldErrorTexts(intl, validateContact(values)),
  });
  const leave = useReturn(() => void navigate({ to: '/contact/list' }));
  const { submit, saving, failure, isSaved } = useFormSave({
    mutation: contactMutations.save(queryClient, contacts),
    variables: (requestId) => ({ id, fields: form.getValues(), requestId }),
    setFieldErrors: form.setErrors,
    onSaved: leave,
  });
  const t = (key: string) => intl.formatMessage({ id: key });
  const text = (field: TextField, extra: object = {}) => (
    <TextInput label={t(`contacts.field.${field}`)} {...form.getInputProps(field)} {...extra} />
  );

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {errorText(intl, failure)}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.section.person')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('firstname', { autoComplete: 'off' })}
            {text('lastname')}
            {text('company')}
            {text('taxId')}
          </SimpleGrid>
          <Checkbox.Group
            label={t('contacts.field.roles')}
            mt="md"
            {...form.getInputProps('roles')}
            onChange={(value) => form.setFieldValue('roles', value as ContactRole[])}
          >
            <Group gap="md" mt={4}>
              {CONTACT_ROLES.map((r) => (
                <Checkbox key={r} value={r} label={t(`contacts.role.${r}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.section.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('address')}
            {text('city')}
            {text('state')}
            {text('zip')}
            <Select
              label={t('contacts.field.country')}
              data={countryOptions(intl.locale, [initial.country])}
              searchable
              withAsterisk
              {...form.getInputProps('country')}
              onChange={(value) => form.setFieldValue('country', value ?? '')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.section.reach')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('email', { type: 'email' })}
            {text('phone', { type: 'tel' })}
            {text('fax', { type: 'tel' })}
            {text('web', { type: 'url' })}
          </SimpleGrid>
        </Paper>
        <RecordFormActions saving={saving} onCancel={leave} hasUnsavedChanges={() => form.isDirty() && !isSaved()} />
      </Stack>
    </form>
  );
}

/** The record from the cache (the route's loader put it there); a failed load shows the error with a retry. */
function LoadedContactForm({ id }: { id: string }) {
  const { contacts } = useUseCases();
  const contact = useQuery(contactQueries.detail(contacts, id));
  return (
    <QueryView query={contact}>
      {({ id: _id, ...fields }) => <ContactForm key={id} initial={fields} id={id} />}
    </QueryView>
  );
}

/** Create (id null) or edit a contact. */
export function ContactFormPage({ id }: { id: string | null }) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {intl.formatMessage({ id: id ? 'contacts.editTitle' : 'contacts.newTitle' })}
      </Title>
      {id ? <LoadedContactForm id={id} /> : <ContactForm key="new" initial={EMPTY_CONTACT} id={null} />}
    </Stack>
  );
}
