import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { DoneAction } from '../../shell/done-action';
import { Button } from '../../ui/button';
import { SuccessPanel } from '../../ui/success-panel';
import type { GiftPopup, GiftResult } from './wiring';

/**
 * A redeemed code (design-system rule 9): the days added and the new end of Premium, in the
 * locale's date format; "Done" closes the page in the app, and the one lesser way on is
 * another code. The server's popup, when it sent one, joins the panel: its words under the
 * outcome, and its link (when `popupLinkOf` allowed one) as the panel's one lesser action in
 * place of another code. Never a modal over the panel.
 */
export function Redeemed({ result, onAgain }: { result: GiftResult; onAgain: () => void }) {
  const { i18n } = useLingui();
  const days = result.days;
  const until = result.expire ? i18n.date(new Date(result.expire), { dateStyle: 'long' }) : null;
  const popup = result.popup;
  const link = popup?.action?.href ? popup.action : null;
  return (
    <SuccessPanel
      className="gift-result"
      title={<Plural value={days} one="# day of Premium added" other="# days of Premium added" />}
      done={<DoneAction />}
      secondary={
        link ? (
          <PopupLink text={link.text} href={link.href ?? ''} />
        ) : (
          <Button variant="secondary" block onClick={onAgain}>
            <Trans>Redeem another code</Trans>
          </Button>
        )
      }
    >
      {until ? (
        <p>
          <Trans>Premium now runs until {until}.</Trans>
        </p>
      ) : null}
      {popup ? <PopupNote popup={popup} /> : null}
    </SuccessPanel>
  );
}

/** The server's words for this redemption, as text (never markup), with its image when its host is allowed. */
function PopupNote({ popup }: { popup: GiftPopup }) {
  return (
    <div className="gift-popup">
      {popup.image ? <img className="gift-popup-image" src={popup.image} alt="" onError={(e) => (e.currentTarget.hidden = true)} /> : null}
      {/* The server's words: display text already (protocol/api/schemas.ts), isolated and wrapping. */}
      {popup.title ? (
        <h3 className="gift-popup-title">
          <bdi className="user-text">{popup.title}</bdi>
        </h3>
      ) : null}
      {popup.description ? (
        <p className="gift-popup-body">
          <bdi className="user-text">{popup.description}</bdi>
        </p>
      ) : null}
    </div>
  );
}

/** The popup's link: an https address opens in a new tab; an app deep link is followed in place. */
function PopupLink({ text, href }: { text: string; href: string }) {
  const external = href.startsWith('https:');
  return (
    <Button
      variant="secondary"
      block
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      icon={external ? <ExternalLink aria-hidden="true" /> : undefined}
    >
      <bdi className="user-text">{text}</bdi>
    </Button>
  );
}
