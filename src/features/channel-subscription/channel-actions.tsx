import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellRing, RotateCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { selectChannelNext, type ChannelActionsActor, type ChannelIdentity, type ChannelNext } from '../../../machines/channel-subscription/channel-page.view';
import { AppScreenAction } from '../../shell/app-screen';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ProblemText } from '../../ui/problem-text';
import { ChannelName } from './channel-name';
import { OpenBot, UndoButton } from './channel-links';
import { OpenAppButton } from '../../shell/open-app';

interface ActionsProps {
  actor: ChannelActionsActor;
  channel: ChannelIdentity;
  /**
   * 'card': the link's channel, whose buttons end the card (full width, rule 8); 'row': a
   * row of the list, whose buttons keep their content's width.
   */
  place: 'card' | 'row';
  /** Where focus goes when an Undo put the channel back: its state line. */
  stateRef?: RefObject<HTMLElement | null>;
}

/** Where focus goes for what the channel offers next: the question, the message, the channel's state, or nowhere new. */
function focusOf(next: ChannelNext, place: ActionsProps['place']): 'confirm' | 'message' | 'state' | null {
  switch (next.kind) {
    case 'confirm-cancel':
      return 'confirm';
    case 'canceled':
    case 'failed':
    case 'unknown-channel':
      return 'message';
    // The link's card gives way to the success panel, which takes focus itself.
    case 'subscribed':
      return place === 'row' ? 'message' : null;
    case 'subscribe':
      return next.notice ? 'message' : next.restored ? 'state' : null;
    case 'cancel':
      return next.restored ? 'state' : null;
  }
}

/**
 * What a channel offers next (machines/channel-subscription/channel-page.view.ts,
 * selectChannelNext), with the one message that goes with it (§8): Subscribe in one tap, then
 * "Subscribed to …" with Undo; Cancel asked first, then "Subscription canceled" with Undo; a
 * failure with its way on (Log in, Try again, or the PikPak bot); else the channel's own
 * button. Focus moves to the question when it opens, to the message when one appears, and to
 * the channel's state when an Undo put it back.
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
  const undo = () => actor.send({ type: 'channel.undo' });

  switch (next.kind) {
    case 'confirm-cancel':
      return <ConfirmCancel actor={actor} channel={channel} block={block} focusRef={focusRef} />;
    case 'subscribed':
      return (
        <Message focusRef={focusRef}>
          <Banner
            severity="success"
            title={
              <Trans>
                Subscribed to <ChannelName channel={channel} />
              </Trans>
            }
            action={<UndoButton busy={next.busy} onUndo={undo} />}
          >
            <p>
              <Trans>New posts from this channel will be saved to your PikPak drive automatically.</Trans>
            </p>
          </Banner>
        </Message>
      );
    case 'canceled':
      return (
        <Message focusRef={focusRef}>
          <Banner severity="success" title={<Trans>Subscription canceled</Trans>} action={<UndoButton busy={next.busy} onUndo={undo} />}>
            <p>
              <Trans>New posts won’t be saved to your drive anymore. Files you’ve already saved stay there.</Trans>
            </p>
          </Banner>
        </Message>
      );
    case 'failed':
      return (
        <Message focusRef={focusRef}>
          <Banner severity="danger" title={next.sends === 'subscribe' ? <Trans>Couldn’t subscribe to this channel</Trans> : <Trans>The subscription wasn’t canceled</Trans>}>
            <p>
              <FailureText next={next} />
            </p>
          </Banner>
          <div className="channel-buttons" data-block={block ? '' : undefined}>
            <FailureWayOn actor={actor} next={next} block={block} />
          </div>
        </Message>
      );
    case 'unknown-channel':
      return (
        <Message focusRef={focusRef}>
          <Banner severity="danger" title={<Trans>Couldn’t subscribe to this channel</Trans>}>
            <p>
              <Trans>We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.</Trans>
            </p>
          </Banner>
          <div className="channel-buttons" data-block={block ? '' : undefined}>
            <OpenBot block={block} />
          </div>
        </Message>
      );
    case 'cancel':
      return (
        <div className="channel-buttons" data-block={block ? '' : undefined}>
          <Button variant="secondary" block={block} busy={next.busy} onClick={() => actor.send({ type: 'channel.cancel' })}>
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

type Failed = Extract<ChannelNext, { kind: 'failed' }>;

/** The cause, with the instruction its button matches. */
function FailureText({ next }: { next: Failed }) {
  switch (next.wayOn) {
    case 'own':
      return <Trans>PikPak couldn’t make this change. Send the channel’s link to the PikPak bot again, then open the new link it sends you.</Trans>;
    case 'open-app':
      return <Trans>Subscriptions are managed in the PikPak app. Open the app and log in, then open the link from the PikPak bot again.</Trans>;
    case 'log-in':
    case 'retry':
      return <ProblemText problem={next.problem} />;
  }
}

/** The failure's main action (wayOnOf): Log in (the request carries on when the reader is back), Try again, the app, or the PikPak bot. */
function FailureWayOn({ actor, next, block }: { actor: ChannelActionsActor; next: Failed; block: boolean }) {
  const retry = () => actor.send({ type: 'channel.retry' });
  switch (next.wayOn) {
    case 'log-in':
      return <AppScreenAction screen="login" onBack={retry} />;
    case 'open-app':
      return <OpenAppButton />;
    case 'own':
      return <OpenBot block={block} />;
    case 'retry':
      return (
        <Button block={block} busy={next.busy} icon={<RotateCw aria-hidden="true" />} onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
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

/** Cancel, asked first: nothing is sent until the reader says yes. */
function ConfirmCancel({ actor, channel, block, focusRef }: { actor: ChannelActionsActor; channel: ChannelIdentity; block: boolean; focusRef: RefObject<HTMLDivElement | null> }) {
  const { id } = channel;
  return (
    <div ref={focusRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
      <p id={`confirm-${id}`} className="channel-confirm-text">
        <Trans>
          Cancel the subscription to <ChannelName channel={channel} />? New posts will no longer be saved to your drive; files already saved will stay.
        </Trans>
      </p>
      <div className="channel-buttons" data-block={block ? '' : undefined}>
        {/* The destructive answer. */}
        <Button variant="danger" block={block} onClick={() => actor.send({ type: 'channel.confirm' })}>
          <Trans>Yes, cancel</Trans>
        </Button>
        <Button variant="secondary" block={block} onClick={() => actor.send({ type: 'channel.dismiss' })}>
          <Trans>Keep subscription</Trans>
        </Button>
      </div>
    </div>
  );
}
