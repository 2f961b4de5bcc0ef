import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InviteRow } from '../../protocol/api/schemas';
import { HistoryRow } from '../../src/features/referral/history-row';
import { List } from '../../src/ui/list-row';
import { activate, renderWithServices } from '../helpers/render';

const TIME = '2026-10-28T09:30:00.000Z';
const row = (reward_source: InviteRow['reward_source'], reward_days: number, invited_user = 'user_48211'): InviteRow => ({ invited_user, reward_source, reward_days, time: TIME });

function show(rows: InviteRow[]) {
  renderWithServices(
    <List aria-label="history">
      {rows.map((r) => (
        <HistoryRow key={`${r.reward_source}${r.reward_days}`} row={r} />
      ))}
    </List>,
  );
  return screen.getAllByRole('listitem');
}

describe('an invitation history row', () => {
  beforeEach(() => activate('en-US'));

  it('names the friend (isolated), the reward source in words and the date, and the days gained in the accent colour', () => {
    const [purchase, install] = show([row('vip_rebate', 110), row('invite_reward', 1)]);
    expect(within(purchase!).getByText('user_48211').tagName).toBe('BDI');
    expect(purchase).toHaveTextContent('Purchase reward');
    expect(purchase!.querySelector('time')).toHaveTextContent('Oct 28, 2026');
    expect(purchase!.querySelector('time')).toHaveAttribute('datetime', TIME);
    expect(purchase!.querySelector('[data-tone="accent"]')).toHaveTextContent('+110 days');
    // A plural: one day is "day".
    expect(install).toHaveTextContent('Install invitation');
    expect(install!.querySelector('[data-tone="accent"]')).toHaveTextContent('+1 day');
    expect(install).not.toHaveTextContent('+1 days');
  });

  it('says why a row gave no days, for every source', () => {
    const [joined, install, purchase] = show([row('relation', 0), row('invite_reward', 0), row('vip_rebate', 0)]);
    for (const r of [joined, install, purchase]) {
      expect(r!.querySelector('[data-tone="muted"]')).toHaveTextContent('No days');
      expect(r!.querySelector('[data-tone="accent"]')).toBeNull();
    }
    // Joining's note is said once under the list (JoiningNote), not on each row.
    expect(joined).not.toHaveTextContent('Joining earns no days');
    expect(install).toHaveTextContent('Only your first 50 valid install invitations earn days.');
    expect(purchase).toHaveTextContent('This purchase didn’t count, or it was refunded.');
  });

  it('gives no reason when the row gave days', () => {
    const [joined] = show([row('relation', 5)]);
    expect(joined).not.toHaveTextContent('Joining earns no days');
    expect(joined!.querySelector('[data-tone="accent"]')).toHaveTextContent('+5 days');
  });

  it('writes the date in the reader’s language', async () => {
    await activate('ko');
    const [purchase] = show([row('vip_rebate', 9)]);
    expect(purchase!.querySelector('time')).toHaveTextContent(new Intl.DateTimeFormat('ko', { dateStyle: 'medium' }).format(new Date(TIME)));
  });

  it('leaves out a date the server sent in a form the Date parser cannot read, and shows the rest of the row', () => {
    const [odd] = show([{ ...row('vip_rebate', 3), time: '28/10/2026 09:30' }]);
    expect(odd).toHaveTextContent('Purchase reward');
    expect(odd!.querySelector('[data-tone="accent"]')).toHaveTextContent('+3 days');
    expect(odd!.querySelector('time')).toBeNull();
  });
});
