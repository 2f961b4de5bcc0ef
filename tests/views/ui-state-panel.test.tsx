import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ForbiddenIllustration } from '../../src/ui/illustrations';
import { LoadFailed } from '../../src/ui/load-failed';
import { StatePanel } from '../../src/ui/state-panel';
import { activate } from '../helpers/render';

describe('StatePanel', () => {
  it('announces an error and retries when asked', async () => {
    const onRetry = vi.fn();
    render(
      <StatePanel
        kind="error"
        title="Your invitations could not be loaded"
        body="Check your connection."
        retry={{ label: 'Try again', onRetry }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Check your connection.');
    expect(screen.getByRole('heading', { level: 2, name: 'Your invitations could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a busy retry while the retry runs', () => {
    render(<StatePanel kind="error" title="Failed" retry={{ label: 'Try again', onRetry: () => undefined, busy: true }} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an empty state quietly, without a retry', () => {
    const { container } = render(<StatePanel kind="empty" title="No invitations yet" level={3} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'No invitations yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No invitations yet' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another illustration and another way on', () => {
    const { container } = render(
      <StatePanel
        kind="empty"
        title="You can’t open this page here"
        illustration={<ForbiddenIllustration className="forbidden" />}
        action={<a href="/drive">Go to the web drive</a>}
      />,
    );
    expect(container.querySelector('svg.forbidden')).not.toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the web drive' })).toBeInTheDocument();
  });
});

describe('LoadFailed', () => {
  beforeAll(() => activate('en-US'));
  const wrap = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

  it('offers logging in again as the one action when the login expired: no Try again, which would fail the same way', () => {
    wrap(<LoadFailed title="Your subscriptions couldn’t be loaded" problem={{ kind: 'login-needed' }} onRetry={() => undefined} logIn={<button className="button">Log in</button>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your login has expired. Log in again: the page carries on when you’re back.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers only Try again for any other problem', () => {
    wrap(<LoadFailed title="Failed" problem={{ kind: 'offline' }} onRetry={() => undefined} logIn={<button>Log in</button>} />);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveClass('button-secondary');
  });

  it('offers the app in a browser, never Try again, and never says a login expired', () => {
    wrap(<LoadFailed title="Failed" problem={{ kind: 'login-needed' }} wayOn="open-app" onRetry={() => undefined} openApp={<a className="button" href="pikpakapp://mypikpak.com">Open the PikPak app</a>} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This needs your PikPak login, which only the app has. Carry on in the PikPak app.');
    expect(alert).not.toHaveTextContent(/expired/);
    expect(screen.getByRole('link', { name: 'Open the PikPak app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('leaves a lasting refusal to the feature’s own main action', () => {
    wrap(<LoadFailed title="Failed" problem={{ kind: 'refused', status: 404, code: null, reason: null }} wayOn="own" onRetry={() => undefined} main={<a className="button" href="/bot">Open the PikPak bot</a>} />);
    expect(screen.getByRole('link', { name: 'Open the PikPak bot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
