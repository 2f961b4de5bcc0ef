import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { createBridge } from '../../protocol/bridge/call';
import type { Transport } from '../../protocol/bridge/transport';
import { ErrorScreen } from '../../src/ui/error-screen';
import { NotFound } from '../../src/shell/not-found';
import { Page } from '../../src/shell/page';
import { BOOT_FAILURE } from '../../src/shell/boot-failure';
import { activate, renderWithServices, testServices } from '../helpers/render';

// The 403 route module registers a route; render its component through the module.
const { Route: ForbiddenRoute } = await import('../../src/routes/403');
const Forbidden = ForbiddenRoute.options.component as () => React.JSX.Element;

describe('forbidden page', () => {
  it('says what happened and offers the web drive in a browser', async () => {
    await activate('en-US');
    renderWithServices(<Forbidden />);
    expect(screen.getByRole('heading', { level: 1, name: 'You can’t open this page here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the web drive' })).toHaveAttribute('href', 'https://mypikpak.com/drive');
  });

  it('offers to go back to the files inside the app', async () => {
    await activate('en-US');
    const sent: string[] = [];
    const transport: Transport = { kind: 'android', send: (r) => (sent.push(r.method), true), listen: () => () => undefined };
    renderWithServices(<Forbidden />, testServices({ bridge: createBridge(transport, { timeoutMs: 50, log: vi.fn() }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to my files' }));
    expect(sent).toEqual(['backToFilePage']);
    expect(screen.queryByRole('link', { name: 'Go to the web drive' })).toBeNull();
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('is written in %s', async (locale) => {
    await activate(locale);
    renderWithServices(<Forbidden />);
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(heading).not.toBe('You can’t open this page here');
    expect(heading.length).toBeGreaterThan(2);
  });
});

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

describe('error screen', () => {
  it('explains a chunk that failed to load and offers a retry', async () => {
    await activate('en-US');
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    renderWithServices(<ErrorScreen error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page couldn’t be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains a render error differently, with a retry', async () => {
    await activate('en-US');
    renderWithServices(<ErrorScreen error={new TypeError('x is undefined')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has its boot-failure sentence in all nine languages', () => {
    for (const locale of LOCALES) {
      expect(BOOT_FAILURE[locale].message.length).toBeGreaterThan(10);
      expect(BOOT_FAILURE[locale].retry.length).toBeGreaterThan(1);
    }
  });
});

describe('page title', () => {
  it('counts clicks for the debug console', async () => {
    await activate('en-US');
    const titleClicked = vi.fn();
    renderWithServices(<Page title="Title">body</Page>, testServices({ titleClicked }));
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Title' }));
    expect(titleClicked).toHaveBeenCalledTimes(1);
  });
});
