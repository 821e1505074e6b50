import { Checkbox, Group, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import {
  CONTACT_ROLES,
  EMPTY_CONTACT,
  type Contact,
  type ContactFields,
  type ContactRole,
} from '../../../domain/contact/contact';
import { validateContact } from '../../../domain/contact/contact-validation';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { FormSection } from '../../components/form-section';
import { fieldErrorTexts } from '../../components/error-text';
import { countryOptions } from '../../components/list-view/country-options';
import { RecordForm } from '../../components/list-view/record-form';
import { RecordFormPage } from '../../components/list-view/record-form-page';
import { resetFormTo, useFormSave } from '../../components/list-view/use-form-save';
import { mergeFormOnto } from '../../components/list-view/merge-edits';
import { useReturn } from '../../components/list-view/use-return';
import { contactMutations } from '../../queries/contact.mutations';
import { contactQueries } from '../../queries/contact.queries';

type TextField = Exclude<keyof ContactFields, 'roles' | 'active'>;

const fieldsOf = ({ id: _id, updatedAt: _updatedAt, ...fields }: Contact): ContactFields => fields;

/** `opened`: the stored contact an edit started from (null for a new contact). */
function ContactForm({ opened }: { opened: Contact | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { contacts } = useUseCases();
  const queryClient = useQueryClient();
  const initial = opened ? fieldsOf(opened) : EMPTY_CONTACT;
  const form = useForm<ContactFields>({
    initialValues: initial,
    validate: (values) => fieldErrorTexts(intl, validateContact(values)),
  });
  const leave = useReturn(() => void navigate({ to: '/contact/list' }));
  const save = useFormSave({
    mutation: contactMutations.save(queryClient, contacts),
    variables: (requestId, expectedUpdatedAt) => ({
      id: opened?.id ?? null,
      fields: form.getValues(),
      requestId,
      expectedUpdatedAt,
    }),
    setFieldErrors: form.setErrors,
    onSaved: leave,
    draft: { form, label: () => (opened ? `${opened.firstname} ${opened.lastname}`.trim() : '') },
    conflict: {
      opened,
      detail: (c) => contactQueries.detail(contacts, c.id),
      showSaved: (c) => resetFormTo(form, fieldsOf(c)),
      kind: 'contact',
      mergeSaved: (c) => mergeFormOnto(form, fieldsOf(c)),
    },
  });
  const t = (key: string) => intl.formatMessage({ id: key });
  const text = (field: TextField, extra: object = {}) => (
    <TextInput label={t(`contacts.field.${field}`)} {...form.getInputProps(field)} {...extra} />
  );

  return (
    <RecordForm form={form} save={save} onCancel={leave}>
      <FormSection
        title={t('contacts.section.person')}
        grid
        after={
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
        }
      >
        {text('firstname', { autoComplete: 'off' })}
        {text('lastname')}
        {text('company')}
        {text('taxId')}
        <Switch label={t('contacts.field.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      </FormSection>
      <FormSection title={t('contacts.section.address')} grid>
        {text('address')}
        {text('city')}
        {text('state')}
        {text('zip')}
        <Select
          label={t('contacts.field.country')}
          data={countryOptions(intl.locale, [initial.country])}
          searchable
          selectFirstOptionOnChange
          withAsterisk
          nothingFoundMessage={t('contacts.noCountry')}
          {...form.getInputProps('country')}
          onChange={(value) => form.setFieldValue('country', value ?? '')}
        />
      </FormSection>
      <FormSection title={t('contacts.section.reach')} grid>
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel' })}
        {text('fax', { type: 'tel' })}
        {text('web', { type: 'url' })}
      </FormSection>
    </RecordForm>
  );
}

/** The record from the cache (the route's loader put it there); a failed load shows the error with a retry. */
function LoadedContactForm({ id }: { id: string }) {
  const { contacts } = useUseCases();
  const contact = useQuery(contactQueries.detail(contacts, id));
  return <QueryView query={contact}>{(loaded) => <ContactForm key={id} opened={loaded} />}</QueryView>;
}

/** Create (id null) or edit a contact. */
export function ContactFormPage({ id }: { id: string | null }) {
  return (
    <RecordFormPage
      kind="contact"
      id={id}
      titleIds={{ create: 'contacts.newTitle', edit: 'contacts.editTitle' }}
      blankForm={<ContactForm key="new" opened={null} />}
      storedForm={(stored) => <LoadedContactForm id={stored} />}
    />
  );
}
