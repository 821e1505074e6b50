import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { errorText } from '../../../src/ui/components/error-text';
import { catalogs } from '../../../src/ui/i18n/messages';

const en = createIntl({ locale: 'en-US', messages: catalogs.en });
const pt = createIntl({ locale: 'pt-BR', messages: catalogs.pt });

describe('errorText', () => {
  it('gives the English reader the server explanation of a refusal', () => {
    expect(errorText(en, new AppError('conflict', 'This code is already in use.'))).toBe(
      'This code is already in use.',
    );
  });

  it('never shows the English server text to a Portuguese reader', () => {
    expect(errorText(pt, new AppError('conflict', 'This code is already in use.'))).toBe(
      catalogs.pt['common.error.conflict'],
    );
    expect(errorText(pt, new AppError('validation', 'Invalid contact'))).toBe(catalogs.pt['common.error.validation']);
  });

  it('says what happened for transport failures, in the reader language', () => {
    expect(errorText(pt, new AppError('network', 'Failed to fetch'))).toBe(catalogs.pt['common.error.network']);
    expect(errorText(en, new AppError('server', 'boom'))).toBe(catalogs.en['common.error.server']);
  });
});
