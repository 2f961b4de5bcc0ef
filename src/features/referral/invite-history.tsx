import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { InvitationPageActor } from '../../../machines/referral/invitation-page.machine';
import { REFERRAL_RULES, rowKey, selectFirstPage, selectHistory, selectHistoryFirstLoad, selectHistoryPaging } from '../../../machines/referral/invitation-page.view';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { List } from '../../ui/list-row';
import { OpenAppButton } from '../../shell/open-app';
import { LoadFailed } from '../../ui/load-failed';
import { AppScreenAction } from '../../shell/app-screen';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';
import { HistoryRow, JoiningNote } from './history-row';

type HistoryFirstLoad = NonNullable<ReturnType<typeof selectHistoryFirstLoad>>;
type HistoryPaging = NonNullable<ReturnType<typeof selectHistoryPaging>>;

const TITLE_ID = 'referral-history-title';

function Section({ children }: { children: ReactNode }) {
  return (
    <section className="referral-section" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>
        <Trans>Invitation history</Trans>
      </h2>
      {children}
    </section>
  );
}

/**
 * The invitation history (§2.2): the first page is a load-then-show on the request machine
 * (placeholder rows, then the list, or an error with a retry); once it is there, the paging
 * machine (both children of the page machine) shows a compact phone list (its first rows, then
 * "Show all"), then every row and more as the reader scrolls to its end (or presses 'Load
 * more'), an empty state that says how to earn, and a failed page with a retry that keeps the
 * rows already shown.
 */
export function InviteHistory({ page }: { page: InvitationPageActor }) {
  const first = useSelector(page, selectHistoryFirstLoad);
  const paging = useSelector(page, selectHistoryPaging);
  if (paging) {
    return (
      <Section>
        <Rows actor={paging} />
      </Section>
    );
  }
  return first ? <FirstPage first={first} /> : null;
}

function FirstPage({ first }: { first: HistoryFirstLoad }) {
  const { t } = useLingui();
  const view = useSelector(first, selectFirstPage);
  const retry = () => first.send({ type: 'request.retry' });
  return (
    <Section>
      {view.kind === 'failed' ? (
        <LoadFailed
          level={3}
          title={<Trans>Your invitation history couldn’t be loaded</Trans>}
          problem={view.problem}
          onRetry={retry}
          wayOn={view.wayOn}
          openApp={<OpenAppButton />}
          logIn={view.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={retry} /> : undefined}
        />
      ) : (
        <Skeleton label={t`Loading your invitation history…`} shape="rows" lines={3} />
      )}
    </Section>
  );
}

function Rows({ actor }: { actor: HistoryPaging }) {
  const { t } = useLingui();
  const view = useSelector(actor, selectHistory);
  const sentinel = useRef<HTMLDivElement>(null);
  // Pages past the first are asked for only once the reader has asked for the whole list.
  const canLoadMore = view.kind === 'rows' && view.canLoadMore;
  const first = REFERRAL_RULES.firstInstallRewardDays;

  // Scrolling the end of the list into view asks for the next page.
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) actor.send({ type: 'history.more' });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [actor, canLoadMore]);

  if (view.kind === 'empty') {
    return (
      <StatePanel
        kind="empty"
        level={3}
        title={<Trans>No invitations yet</Trans>}
        body={
          <p>
            <Trans>
              Share your link: when a friend installs PikPak from it and logs in, you get{' '}
              <Plural value={first} one="# day of Premium" other="# days of Premium" />. Your rewards will appear here.
            </Trans>
          </p>
        }
      />
    );
  }
  return (
    <>
      <List aria-labelledby={TITLE_ID}>
        {view.rows.map((row) => (
          <HistoryRow key={rowKey(row)} row={row} />
        ))}
      </List>
      {view.joiningNote ? <JoiningNote /> : null}
      {view.loadingMore ? <Skeleton label={t`Loading more…`} shape="rows" lines={2} /> : null}
      {view.failedMore ? (
        <Banner
          severity="danger"
          title={<Trans>More of your history couldn’t be loaded</Trans>}
          action={
            view.failedMore.wayOn === 'log-in' ? undefined : (
              <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={() => actor.send({ type: 'request.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            )
          }
        >
          <p>
            <ProblemText problem={view.failedMore.problem} />
          </p>
          {/* An expired login: Log in, and the page is asked for again when the reader is back. */}
          {view.failedMore.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={() => actor.send({ type: 'request.retry' })} /> : null}
        </Banner>
      ) : null}
      {view.canShowAll ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'history.showAll' })}>
          <Trans>Show all</Trans>
        </Button>
      ) : null}
      {canLoadMore ? (
        <div className="actions">
          <div ref={sentinel} className="referral-sentinel" aria-hidden="true" />
          <Button variant="secondary" block onClick={() => actor.send({ type: 'history.more' })}>
            <Trans>Load more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
