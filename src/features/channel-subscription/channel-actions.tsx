import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellRing, RotateCw, Undo2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { selectChannelNext, type ChannelActionsActor, type ChannelNext } from '../../../machines/channel-subscription/channel-page.machine';
import type { ChannelIdentity } from '../../../machines/channel-subscription/channel-rules';
import { needsLogIn } from '../../../machines/core/problem';
import { AppScreenAction } from '../../shell/app-screen';
import { DoneAction } from '../../shell/done-action';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ProblemText } from '../../ui/problem-text';
import { ManageSubscriptionsLink } from './manage-link';
import { ChannelName } from './channel-name';

interface ActionsProps {
  actor: ChannelActionsActor;
  channel: ChannelIdentity;
  /**
   * 'card': the link's channel, whose buttons end the card (full width, rule 8); 'row': a
   * row of the list, whose buttons keep their content's width.
   */
  place: 'card' | 'row';
  /** Where focus goes when the channel was just subscribed again in a row: its state line. */
  stateRef?: RefObject<HTMLElement | null>;
}

/** Where focus goes for what the channel offers next: the question, the message, the row's state, or nowhere new. */
function focusOf(next: ChannelNext, place: ActionsProps['place']): 'confirm' | 'message' | 'state' | null {
  switch (next.kind) {
    case 'confirm':
      return 'confirm';
    case 'undo':
    case 'retry':
    case 'unknown-channel':
      return 'message';
    case 'subscribe':
      return next.notice ? 'message' : null;
    case 'subscribed':
      return place === 'row' ? 'state' : null;
    case 'cancel':
      return null;
  }
}

/**
 * What a channel offers next (machines/channel-subscription/channel-page.machine.ts, selectChannelNext), with the
 * one message that goes with it (§8): the confirmation of Subscribe or Cancel; after a cancel,
 * "Subscription canceled" with Undo; a failure with Try again, or for a channel Telegram does
 * not know, Done and the list; else the channel's own button. Focus moves to the question when
 * it opens and to the message when one appears.
 */
export function ChannelActions({ actor, channel, place, stateRef }: ActionsProps) {
  const next = useSelector(actor, selectChannelNext);
  const focusRef = useRef<HTMLDivElement>(null);
  const focus = focusOf(next, place);
  useEffect(() => {
    if (focus === 'state') stateRef?.current?.focus();
    else if (focus) focusRef.current?.focus();
  }, [focus, stateRef]);
  const block = place === 'card';

  switch (next.kind) {
    case 'confirm':
      return <Confirm actor={actor} channel={channel} action={next.action} block={block} focusRef={focusRef} />;
    case 'undo':
      return (
        <Message focusRef={focusRef}>
          <Banner
            severity="success"
            title={<Trans>Subscription canceled</Trans>}
            action={
              <Button variant="secondary" busy={next.busy} icon={<Undo2 className="icon-directional" aria-hidden="true" />} onClick={() => actor.send({ type: 'channel.undo' })}>
                <Trans comment="Subscribes again to the channel whose subscription was just canceled.">Undo</Trans>
              </Button>
            }
          >
            <p>
              <Trans>New posts won’t be saved to your drive anymore. Files you’ve already saved stay there.</Trans>
            </p>
          </Banner>
        </Message>
      );
    case 'retry':
      return (
        <Message focusRef={focusRef}>
          <Banner
            severity="danger"
            title={next.action === 'subscribe' ? <Trans>Couldn’t subscribe to this channel</Trans> : <Trans>The subscription wasn’t canceled</Trans>}
            action={
              needsLogIn(next.problem) ? undefined : (
                <Button variant="secondary" busy={next.busy} icon={<RotateCw aria-hidden="true" />} onClick={() => actor.send({ type: 'channel.retry' })}>
                  <Trans>Try again</Trans>
                </Button>
              )
            }
          >
            <p>
              <ProblemText problem={next.problem} />
            </p>
          </Banner>
          {/* The login expired: Log in is the way on, and the call carries on when the reader is back. */}
          {needsLogIn(next.problem) ? <AppScreenAction screen="login" onBack={() => actor.send({ type: 'channel.retry' })} /> : null}
        </Message>
      );
    case 'unknown-channel':
      return (
        <>
          <Message focusRef={focusRef}>
            <Banner severity="danger" title={<Trans>Couldn’t subscribe to this channel</Trans>}>
              <p>
                <Trans>
                  We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.
                </Trans>
              </p>
            </Banner>
          </Message>
          {place === 'card' ? (
            <div className="channel-buttons" data-block="">
              <DoneAction />
              <ManageSubscriptionsLink />
            </div>
          ) : null}
        </>
      );
    case 'subscribed':
    case 'cancel':
      return (
        <div className="channel-buttons" data-block={block ? '' : undefined}>
          <Button variant="secondary" block={block} busy={next.kind === 'cancel' && next.busy} onClick={() => actor.send({ type: 'channel.cancel' })}>
            <Trans>Cancel subscription</Trans>
          </Button>
        </div>
      );
    case 'subscribe':
      return (
        <>
          {next.notice ? (
            <Message focusRef={focusRef}>
              <Banner severity="info">
                <p>
                  <Trans>You weren’t subscribed to this channel.</Trans>
                </p>
              </Banner>
            </Message>
          ) : null}
          <div className="channel-buttons" data-block={block ? '' : undefined}>
            <Button
              variant={block ? 'primary' : 'secondary'}
              block={block}
              busy={next.busy}
              icon={<BellRing aria-hidden="true" />}
              onClick={() => actor.send({ type: 'channel.subscribe' })}
            >
              <Trans>Subscribe</Trans>
            </Button>
          </div>
        </>
      );
  }
}

/** The one message of a channel: it takes focus when it appears. */
function Message({ focusRef, children }: { focusRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  return (
    <div ref={focusRef} tabIndex={-1} className="channel-message">
      {children}
    </div>
  );
}

/** Subscribe or Cancel, asked first: nothing is sent until the reader says yes. */
function Confirm({
  actor,
  channel,
  action,
  block,
  focusRef,
}: {
  actor: ChannelActionsActor;
  channel: ChannelIdentity;
  action: 'subscribe' | 'cancel';
  block: boolean;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const { id, handle } = channel;
  const yes = () => actor.send({ type: 'channel.confirm' });
  const no = () => actor.send({ type: 'channel.dismiss' });
  return (
    <div ref={focusRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
      <p id={`confirm-${id}`} className="channel-confirm-text">
        {action === 'subscribe' ? (
          <Trans>
            Subscribe to the channel <bdi dir="ltr" className="channel-id">{handle}</bdi>? Its new posts will be saved to your drive automatically.
          </Trans>
        ) : (
          <Trans>
            Cancel the subscription to <ChannelName channel={channel} />? New posts will no longer be saved to your drive; files already saved will stay.
          </Trans>
        )}
      </p>
      <div className="channel-buttons" data-block={block ? '' : undefined}>
        {action === 'subscribe' ? (
          <>
            <Button block={block} icon={<BellRing aria-hidden="true" />} onClick={yes}>
              <Trans>Subscribe</Trans>
            </Button>
            <Button variant="secondary" block={block} onClick={no}>
              <Trans comment="Closes the question without subscribing.">Cancel</Trans>
            </Button>
          </>
        ) : (
          <>
            {/* The destructive answer. */}
            <Button variant="danger" block={block} onClick={yes}>
              <Trans>Yes, cancel</Trans>
            </Button>
            <Button variant="secondary" block={block} onClick={no}>
              <Trans>Keep subscription</Trans>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
