import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { inviteHistoryMachine, rowKey, type HistoryRow } from '../../machines/invite-history.machine';
import { REFERRAL_RULES } from '../../machines/referral-rules';
import { useServices } from '../ui/services-context';
import { ErrorText } from './ErrorText';

function EventName({ source }: { source: HistoryRow['reward_source'] }) {
  switch (source) {
    case 'vip_rebate':
      return <Trans>Purchase bonus</Trans>;
    case 'invite_reward':
      return <Trans>Install invitation</Trans>;
    case 'relation':
      return <Trans>Relationship established</Trans>;
  }
}

/**
 * The invitation history: a table (time, event, Premium days), more rows as the reader
 * scrolls to its end (or presses 'Load more'), an empty message, and an error with a retry
 * that keeps the rows already shown.
 */
export function InviteHistory() {
  const { api } = useServices();
  const { i18n } = useLingui();
  const machine = useMemo(
    () => inviteHistoryMachine.provide({ actors: { fetchPage: fromPromise(async ({ input }) => (await api.inviteList(input)).data) } }),
    [api],
  );
  const actor = useActorRef(machine, { input: { pageSize: REFERRAL_RULES.historyPageSize } });
  const snapshot = useSelector(actor, (s) => s);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = snapshot.can({ type: 'history.more' });

  // Scrolling the end of the table into view asks for the next page.
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) actor.send({ type: 'history.more' });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [actor, canLoadMore]);

  const { rows, error } = snapshot.context;
  const count = rows.length;
  return (
    <section className="referral-section" aria-labelledby="referral-history-title">
      <h2 id="referral-history-title">
        <Trans>Invitation history</Trans>
      </h2>
      {snapshot.matches('loading') ? (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading your invitation history…</Trans>
        </p>
      ) : null}
      {snapshot.matches('empty') ? (
        <p className="muted">
          <Trans>No invitations yet. Invite a friend and your rewards will appear here.</Trans>
        </p>
      ) : null}
      {count > 0 ? (
        <table className="referral-table" aria-describedby="referral-history-count">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Event</Trans>
              </th>
              <th scope="col">
                <Trans>Premium days obtained</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <td>
                  <time dateTime={row.time}>{i18n.date(new Date(row.time), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </td>
                <td>
                  <EventName source={row.reward_source} />
                </td>
                <td>{i18n.number(row.reward_days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {count > 0 ? (
        <p id="referral-history-count" className="muted">
          <Plural value={count} one="# row shown" other="# rows shown" />
        </p>
      ) : null}
      {snapshot.matches('failed') || snapshot.matches('failedMore') ? (
        <div className="referral-alert" role="alert">
          <p>
            {snapshot.matches('failed') ? <Trans>Your invitation history could not be loaded.</Trans> : <Trans>More of your history could not be loaded.</Trans>}{' '}
            <ErrorText error={error} />
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'history.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {snapshot.matches('loadingMore') ? (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading more…</Trans>
        </p>
      ) : null}
      {canLoadMore ? (
        <div className="actions">
          <div ref={sentinel} className="referral-sentinel" aria-hidden="true" />
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'history.more' })}>
            <Trans>Load more</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
