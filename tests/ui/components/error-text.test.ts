import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { errorText, fieldErrorText } from '../../../src/ui/components/error-text';
import { messages as listView } from '../../../src/ui/i18n/list-view.messages';
import { catalogs } from '../../../src/ui/i18n/messages';

// The app catalogue plus the master-data texts that travel with their routes (field codes live there).
const en = createIntl({ locale: 'en-US', messages: { ...catalogs.en, ...listView.en } });
const pt = createIntl({ locale: 'pt-BR', messages: { ...catalogs.pt, ...listView.pt } });

const refused = (code: string, details: AppError['details'] = {}) =>
  new AppError('conflict', 'The server says this in English.', { status: 409, code, details });

describe('errorText, the one sentence for a failure', () => {
  it('says a stable code in the reader language', () => {
    expect(errorText(en, refused('record.stale'))).toBe(catalogs.en['error.record.stale']);
    expect(errorText(pt, refused('record.stale'))).toBe(catalogs.pt['error.record.stale']);
    expect(errorText(en, refused('product.code.taken'))).toBe('Another product already has this code.');
    expect(errorText(pt, refused('product.code.taken'))).toBe('Outro produto já tem este código.');
    expect(errorText(pt, new AppError('validation', 'Email Or Password', { code: 'auth.credentials.invalid' }))).toBe(
      'E-mail ou senha inválidos.',
    );
  });

  it('puts the details of a code into its sentence', () => {
    expect(errorText(en, refused('record.inUse', { count: 12 }))).toBe(
      'This record is used by 12 shipments and cannot be deleted.',
    );
    expect(errorText(pt, refused('record.inUse', { count: 1 }))).toBe(
      'Este registro é usado por 1 embarque e não pode ser excluído.',
    );
    expect(errorText(en, refused('record.inUse'))).toBe('This record is in use and cannot be deleted.');
  });

  it('says how long to wait when a refusal for now carries Retry-After', () => {
    expect(errorText(en, refused('auth.throttled', { retryAfterSeconds: 30 }))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(errorText(pt, refused('auth.throttled', { retryAfterSeconds: 3600 }))).toBe(
      'Tentativas demais. Tente novamente em 60 minutos.',
    );
    expect(errorText(en, refused('request.rateLimited', { retryAfterSeconds: 1 }))).toBe(
      'Too many requests. Try again in 1 second.',
    );
    // Firebase says nothing of the wait: the sentence without it.
    expect(errorText(en, refused('auth.throttled'))).toBe('Too many attempts. Wait a moment, then try again.');
  });

  it('falls back to the sentence of the kind for a code it does not know, never to the server text', () => {
    expect(errorText(en, refused('freight.somethingNew'))).toBe(catalogs.en['error.conflict']);
    expect(errorText(pt, new AppError('not-found', 'No such thing', { code: 'thing.gone' }))).toBe(
      'Este registro não existe mais.',
    );
    expect(errorText(en, new AppError('conflict', 'This code is already in use.'))).not.toContain('already in use');
  });

  it('says the kind for failures without a code of their own, in the reader language', () => {
    expect(errorText(pt, new AppError('network', 'Failed to fetch'))).toBe(catalogs.pt['error.network']);
    expect(errorText(en, new AppError('timeout', 'No answer within 15000 ms'))).toBe(catalogs.en['error.timeout']);
    expect(errorText(en, new AppError('server', 'boom'))).toBe(catalogs.en['error.server']);
    expect(errorText(en, new Error('TypeError: x is undefined'))).toBe(catalogs.en['error.server']);
  });

  it('sends a refusal with field errors to the fields ("check the highlighted fields")', () => {
    const duplicate = new AppError('conflict', 'This code is already in use.', { fieldErrors: { code: 'duplicate' } });
    expect(errorText(en, duplicate)).toBe(catalogs.en['error.validation']);
    expect(fieldErrorText(en, 'duplicate')).toBe('Already in use.');
    expect(fieldErrorText(pt, 'duplicate')).toBe('Já está em uso.');
    expect(fieldErrorText(pt, 'user.email.taken')).toBe('Este e-mail já está em uso.');
    expect(fieldErrorText(en, 'no-such-rule')).toBe('Not a valid value.');
  });

  it('reads a codeless refusal of the whole record as its code', () => {
    const inUse = new AppError('conflict', 'This contact is used by a shipment.', { fieldErrors: { id: 'inUse' } });
    expect(errorText(pt, inUse)).toBe('Este registro está em uso e não pode ser excluído.');
  });

  it('reads the sign-in endpoints’ codeless English refusals as their codes', () => {
    expect(errorText(pt, new AppError('validation', 'Email Or Password Invalid'))).toBe('E-mail ou senha inválidos.');
    expect(fieldErrorText(pt, 'This email is already in use.')).toBe('Este e-mail já está em uso.');
  });
});
