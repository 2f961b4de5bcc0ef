import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { rowKey, selectHistoryProblem, selectHistoryStatus } from '../../../machines/invite-history.machine';
import { selectRequestProblem, selectRequestStatus } from '../../../machines/request.machine';
import type { InviteRow } from '../../../protocol/api/schemas';
import { ProblemText } from '../../ui/problem-text';
import type { useInvitationWiring } from './wiring';

type Wiring = ReturnType<typeof useInvitationWiring>;

function EventName({ source }: { source: InviteRow['reward_source'] }) {
  switch (source) {
    case 'vip_rebate':
      return <Trans>Purchase bonus</Trans>;
    case 'invite_reward':
      return <Trans>Install invitation</Trans>;
    case 'relation':
      return <Trans>Relationship established</Trans>;
  }
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section className="referral-section" aria-labelledby="referral-history-title">
      <h2 id="referral-history-title">
        <Trans>Invitation history</Trans>
      </h2>
      {children}
    </section>
  );
}

/**
 * The invitation history (§2.2): the first page is a load-then-show on the request machine;
 * once it is there, the paging machine shows a table (time, event, Premium days), more rows
 * as the reader scrolls to its end (or presses 'Load more'), an empty message, and a failed
 * page with a retry that keeps the rows already shown.
 */
export function InviteHistory({ wiring }: { wiring: Wiring }) {
  const first = useActorRef(wiring.historyFirst.machine, { input: {} });
  const status = useSelector(first, selectRequestStatus);
  const rows = useSelector(first, wiring.historyFirst.selectData);
  const problem = useSelector(first, selectRequestProblem);
  if (status === 'ready' && rows) {
    return (
      <Section>
        <Rows wiring={wiring} first={rows} />
      </Section>
    );
  }
  return (
    <Section>
      {status === 'failed' ? (
        <div className="referral-alert" role="alert">
          <p>
            <Trans>Your invitation history could not be loaded.</Trans> <ProblemText problem={problem} />
          </p>
          <button type="button" className="button" onClick={() => first.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading your invitation history…</Trans>
        </p>
      )}
    </Section>
  );
}

function Rows({ wiring, first }: { wiring: Wiring; first: readonly InviteRow[] }) {
  const { i18n } = useLingui();
  const { history } = wiring;
  const actor = useActorRef(history.machine, { input: { pageSize: history.pageSize, first } });
  const status = useSelector(actor, selectHistoryStatus);
  const rows = useSelector(actor, history.selectRows);
  const problem = useSelector(actor, selectHistoryProblem);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = status === 'more';

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

  if (status === 'empty') {
    return (
      <p className="muted">
        <Trans>No invitations yet. Invite a friend and your rewards will appear here.</Trans>
      </p>
    );
  }
  const count = rows.length;
  return (
    <>
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
      <p id="referral-history-count" className="muted">
        <Plural value={count} one="# row shown" other="# rows shown" />
      </p>
      {status === 'failed-more' ? (
        <div className="referral-alert" role="alert">
          <p>
            <Trans>More of your history could not be loaded.</Trans> <ProblemText problem={problem} />
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {status === 'loading-more' ? (
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
    </>
  );
}
