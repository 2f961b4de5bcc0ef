import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { selectChannelOutcome, selectChannelStep, selectChannelSubscribed, type ChannelActionsActor, type ChannelOutcome } from '../../../machines/channel-page.machine';
import type { ChannelIdentity } from '../../../machines/channel-rules';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ProblemText } from '../../ui/problem-text';
import { ChannelName } from './channel-name';

interface ActionsProps {
  actor: ChannelActionsActor;
  channel: ChannelIdentity;
  /** Say the state in words (the one-channel view). */
  showState?: boolean;
}

/**
 * A channel's Subscribe or Cancel, each confirmed first where the channel's actions machine
 * asks (machines/channel-page.machine.ts), and what the last one did (§8). Focus moves to the
 * confirmation when it opens and to the result when an action succeeded.
 */
export function ChannelActions({ actor, channel, showState = false }: ActionsProps) {
  const { id, handle } = channel;
  const step = useSelector(actor, selectChannelStep);
  const subscribed = useSelector(actor, selectChannelSubscribed);
  const outcome = useSelector(actor, selectChannelOutcome);
  const confirmRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const confirming = step === 'confirming-subscribe' || step === 'confirming-cancel';
  const done = outcome?.kind === 'done' ? outcome.action : null;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  return (
    <div className="channel-actions">
      {showState ? (
        <p className="channel-state" data-subscribed={subscribed}>
          {subscribed ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
          <span>{subscribed ? <Trans>Subscribed. New posts are saved to your drive automatically.</Trans> : <Trans>Not subscribed</Trans>}</span>
        </p>
      ) : null}
      {done ? (
        <div ref={resultRef} tabIndex={-1} className="channel-result">
          <Banner severity="success">
            <p>{done === 'subscribe' ? <Trans>Subscribed</Trans> : <Trans>Subscription canceled</Trans>}</p>
          </Banner>
        </div>
      ) : null}
      {outcome?.kind === 'failed' ? <Failure outcome={outcome} /> : null}
      {step === 'confirming-subscribe' ? (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
          <p id={`confirm-${id}`} className="channel-confirm-text">
            <Trans>
              Subscribe to the channel <bdi dir="ltr" className="channel-id">{handle}</bdi>? Its new posts will be saved to your drive automatically.
            </Trans>
          </p>
          <div className="channel-buttons">
            <Button icon={<BellRing aria-hidden="true" />} onClick={() => actor.send({ type: 'channel.confirm' })}>
              <Trans>Subscribe</Trans>
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'channel.dismiss' })}>
              <Trans comment="Closes the question without subscribing.">Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : step === 'confirming-cancel' ? (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
          <p id={`confirm-${id}`} className="channel-confirm-text">
            <Trans>
              Cancel the subscription to <ChannelName channel={channel} />? New posts will no longer be saved to your drive; files already saved will stay.
            </Trans>
          </p>
          <div className="channel-buttons">
            <Button onClick={() => actor.send({ type: 'channel.confirm' })}>
              <Trans>Yes, cancel</Trans>
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'channel.dismiss' })}>
              <Trans>Keep subscription</Trans>
            </Button>
          </div>
        </div>
      ) : subscribed ? (
        <Button variant="secondary" busy={step === 'cancelling'} onClick={() => actor.send({ type: 'channel.cancel' })}>
          <Trans>Cancel subscription</Trans>
        </Button>
      ) : (
        <Button block={showState} busy={step === 'subscribing'} icon={<BellRing aria-hidden="true" />} onClick={() => actor.send({ type: 'channel.subscribe' })}>
          <Trans>Subscribe</Trans>
        </Button>
      )}
    </div>
  );
}

/** A failed Subscribe or Cancel, in the user's words: the server's designed refusals by name, anything else as a problem. */
function Failure({ outcome }: { outcome: Extract<ChannelOutcome, { kind: 'failed' }> }) {
  if (outcome.action === 'subscribe') {
    return (
      <Banner severity="danger" title={<Trans>Couldn’t subscribe to this channel</Trans>}>
        <p>
          {outcome.failure === 'channel-unknown' ? (
            <Trans>
              We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.
            </Trans>
          ) : (
            <ProblemText problem={outcome.problem} />
          )}
        </p>
      </Banner>
    );
  }
  if (outcome.failure === 'not-subscribed') {
    return (
      <Banner severity="info">
        <p>
          <Trans>You weren’t subscribed to this channel.</Trans>
        </p>
      </Banner>
    );
  }
  return (
    <Banner severity="danger" title={<Trans>The subscription wasn’t canceled</Trans>}>
      <p>
        <ProblemText problem={outcome.problem} />
      </p>
    </Banner>
  );
}
