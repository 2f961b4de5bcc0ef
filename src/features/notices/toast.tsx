import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectToastCode, selectToastTurn, type NoticeActor, type ToastCode } from '../../../machines/notice.machine';

function useToastText(): (code: ToastCode) => string {
  const { t } = useLingui();
  const texts: Record<ToastCode, string> = {
    'address-refused': t`This address can’t be opened from here.`,
    'action-unavailable': t`This works in the web drive. Open the web drive in your browser and try again.`,
    'feedback-in-app': t`To contact us, open Settings in the app and tap Feedback.`,
  };
  return (code) => texts[code];
}

/**
 * The page's one toast. The live region stays in the page so that screen readers announce
 * each new text; a new toast replaces the old one.
 */
export function Toast({ actor }: { actor: NoticeActor }) {
  const code = useSelector(actor, selectToastCode);
  const turn = useSelector(actor, selectToastTurn);
  const text = useToastText();
  return (
    <div className="notice-toast-region" role="status" aria-live="polite">
      {code ? (
        <p key={turn} className="notice-toast">
          {text(code)}
        </p>
      ) : null}
    </div>
  );
}
