import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import type { GiftPopup } from './wiring';

/**
 * The server's popup after a redemption, as a modal dialog. Its texts are the
 * server's own content for this user, shown as text (display text: protocol/display-text.ts),
 * each isolated and wrapping (`.user-text`); its link is followed only when
 * `popupLinkOf` allowed it, otherwise the button only closes the dialog.
 */
export function PopupDialog({ popup }: { popup: GiftPopup }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const node = dialog.current;
    if (!node || !open) return;
    // A browser without modal dialogs (and jsdom) shows it in place.
    if (typeof node.showModal === 'function') {
      if (!node.open) node.showModal();
    } else node.setAttribute('open', '');
  }, [open]);
  if (!open) return null;
  const close = () => {
    dialog.current?.close?.();
    setOpen(false);
  };
  return (
    <dialog
      ref={dialog}
      className="gift-popup"
      aria-labelledby={popup.title ? titleId : undefined}
      aria-describedby={popup.description ? bodyId : undefined}
      onClose={() => setOpen(false)}
    >
      {popup.image ? <img className="gift-popup-image" src={popup.image} alt="" onError={(e) => (e.currentTarget.hidden = true)} /> : null}
      {popup.title ? (
        <h2 id={titleId} className="gift-popup-title">
          <bdi className="user-text">{popup.title}</bdi>
        </h2>
      ) : null}
      {popup.description ? (
        <p id={bodyId} className="gift-popup-body">
          <bdi className="user-text">{popup.description}</bdi>
        </p>
      ) : null}
      <div className="gift-popup-actions">
        {popup.action?.href ? (
          <Button block href={popup.action.href} target={popup.action.href.startsWith('https:') ? '_blank' : undefined} rel="noopener" onClick={close}>
            <bdi className="user-text">{popup.action.text}</bdi>
          </Button>
        ) : null}
        <Button variant="secondary" block onClick={close}>
          {popup.action && !popup.action.href ? <bdi className="user-text">{popup.action.text}</bdi> : popup.dismiss ? <bdi className="user-text">{popup.dismiss}</bdi> : <Trans>Close</Trans>}
        </Button>
      </div>
    </dialog>
  );
}
