import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/locales';
import { NotFound } from '../../src/ui/NotFound';
import { activate, renderWithServices } from '../helpers/render';

describe('not-found page', () => {
  it('names the problem in English', async () => {
    await activate('en-US');
    renderWithServices(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('is translated in %s', async (locale) => {
    await activate(locale);
    renderWithServices(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Page not found');
  });
});
