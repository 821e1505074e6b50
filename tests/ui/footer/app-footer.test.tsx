import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from '../../../src/ui/features/footer/app-footer';
import { renderWithApp } from '../../support/render-with-app';

describe('AppFooter', () => {
  it('shows the current year from the clock, the version and the credit in English', () => {
    renderWithApp(<AppFooter />, { now: new Date('2031-03-05T10:00:00Z'), locale: 'en' });
    expect(screen.getByText('© 2031 FreightDesk. All rights reserved V1.01')).toBeInTheDocument();
    expect(screen.getByText('Developed by FreightDesk Engineering')).toBeInTheDocument();
  });

  it('speaks Portuguese when the locale is pt', () => {
    renderWithApp(<AppFooter />, { now: new Date('2026-11-21T10:00:00Z'), locale: 'pt' });
    expect(screen.getByText('© 2026 FreightDesk. Todos os direitos reservados V1.01')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
