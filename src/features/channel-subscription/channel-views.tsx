import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellOff, BellRing, Rss } from 'lucide-react';
import { useRef } from 'react';
import {
  selectChannelState,
  selectOneChannel,
  type ChannelActionsActor,
  type ChannelIdentity,
  type ChannelRowData,
  type ChannelState,
} from '../../../machines/channel-subscription/channel-page.view';
import { DoneAction } from '../../shell/done-action';
import { Card } from '../../ui/card';
import { StatePanel } from '../../ui/state-panel';
import { SuccessPanel } from '../../ui/success-panel';
import { ChannelActions } from './channel-actions';
import { OpenBot, UndoButton } from './channel-links';
import { ChannelHandle, ChannelName } from './channel-name';
import { ManageSubscriptionsLink } from './manage-link';

/**
 * Opened for one channel: who it is (the server's name and the handle, never the link's title
 * as the name), its state and what it offers next; once subscribed with the reader's one tap,
 * the success panel in the card's place (rule 9): the channel, what that means, Done, and Undo.
 */
export function OneChannel({ channel, actions }: { channel: ChannelIdentity; actions: ChannelActionsActor }) {
  const view = useSelector(actions, selectOneChannel);
  const stateRef = useRef<HTMLParagraphElement>(null);
  if (view.kind === 'success') {
    return (
      <SuccessPanel
        title={
          <Trans>
            Subscribed to <ChannelName channel={channel} />
          </Trans>
        }
        done={<DoneAction />}
        secondary={<UndoButton busy={view.undoBusy} onUndo={() => actions.send({ type: 'channel.undo' })} />}
      >
        <p>
          <Trans>New posts from this channel will be saved to your PikPak drive automatically.</Trans>
        </p>
      </SuccessPanel>
    );
  }
  const subscribed = view.state.kind === 'subscribed';
  const linkTitle = channel.linkTitle;
  return (
    <Card title={<ChannelName channel={channel} />}>
      {channel.name ? (
        <p className="channel-handle">
          <ChannelHandle channel={channel} />
        </p>
      ) : null}
      {linkTitle ? (
        <p className="channel-link-title">
          <Trans>
            Name in the link (unverified): <bdi className="user-text">{linkTitle}</bdi>
          </Trans>
        </p>
      ) : null}
      <p ref={stateRef} tabIndex={-1} className="channel-state" data-subscribed={subscribed}>
        {subscribed ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        <span>{subscribed ? <Trans>Subscribed. New posts are saved to your drive automatically.</Trans> : <Trans>Not subscribed</Trans>}</span>
      </p>
      <div className="channel-actions">
        <ChannelActions actor={actions} channel={channel} place="card" stateRef={stateRef} />
      </div>
    </Card>
  );
}

/** The link names a channel Telegram does not have (found when the list loaded): nothing to subscribe; the PikPak bot is the way on. */
export function UnknownChannel({ channel }: { channel: ChannelIdentity }) {
  return (
    <StatePanel
      kind="error"
      title={<Trans>Channel not found</Trans>}
      body={
        <>
          <p className="channel-handle-line">
            <ChannelHandle channel={channel} />
          </p>
          <p>
            <Trans>We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.</Trans>
          </p>
        </>
      }
      main={<OpenBot />}
      action={<ManageSubscriptionsLink />}
    />
  );
}

/** A row's state line: since when (the list's date, which an Undo keeps), subscribed without a date, or not subscribed. */
function StateText({ state }: { state: ChannelState }) {
  const { i18n } = useLingui();
  if (state.kind === 'not-subscribed') return <Trans>Not subscribed</Trans>;
  if (state.since === null) {
    return <Trans comment="A channel's state in the list, beside 'Not subscribed' and 'Subscribed since {since}': the channel is subscribed now. A state, not the success message after subscribing">Subscribed</Trans>;
  }
  const since = i18n.date(new Date(state.since), { dateStyle: 'medium' });
  return <Trans comment="A channel's state in the list: subscribed now, since this date">Subscribed since {since}</Trans>;
}

/**
 * One of the user's subscriptions: name, handle, its state now (since when, as the list said;
 * a canceled row says "Not subscribed", and its Undo brings the date back), and what it offers
 * next.
 */
export function ChannelRow({ row }: { row: ChannelRowData }) {
  const { channel, actions } = row;
  const state = useSelector(actions, selectChannelState);
  const stateRef = useRef<HTMLSpanElement>(null);
  return (
    <li className="ui-list-row channel-row">
      <span className="ui-list-row-leading" aria-hidden="true">
        <Rss />
      </span>
      <div className="channel-row-body">
        <span className="ui-list-row-title">
          <ChannelName channel={channel} />
        </span>
        {channel.name ? (
          <span className="ui-list-row-subtitle">
            <ChannelHandle channel={channel} />
          </span>
        ) : null}
        <span ref={stateRef} tabIndex={-1} className="ui-list-row-subtitle channel-row-state" data-subscribed={state.kind === 'subscribed'}>
          <StateText state={state} />
        </span>
        <div className="channel-actions">
          <ChannelActions actor={actions} channel={channel} place="row" stateRef={stateRef} />
        </div>
      </div>
    </li>
  );
}
