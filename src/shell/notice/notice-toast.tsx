import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectToastCode, selectToastTurn, TOAST_CODES, type NoticeActor, type ToastCode } from '../../../machines/notice.machine';
import { Toast } from '../../ui/toast';
import { useStaticRender } from '../../ui/static-render';

function useToastText(): (code: ToastCode) => string {
  const { t } = useLingui();
  const texts: Record<ToastCode, string> = {
    'address-refused': t`This address can’t be opened from here.`,
    'action-unavailable': t`This works in the web drive. Open the web drive in your browser and try again.`,
  };
  return (code) => texts[code];
}

/** The notice machine's toast in the design system's one toast (src/ui/toast.tsx). */
export function NoticeToast({ actor }: { actor: NoticeActor }) {
  const code = useSelector(actor, selectToastCode);
  const turn = useSelector(actor, selectToastTurn);
  const text = useToastText();
  // A text page carries each toast's sentence in its HTML, hidden; the text-page script puts the
  // machine's one into the live region.
  if (useStaticRender()) {
    return (
      <>
        <Toast message={null} />
        {TOAST_CODES.map((c) => (
          <p key={c} hidden data-toast-text={c}>
            {text(c)}
          </p>
        ))}
      </>
    );
  }
  return <Toast message={code ? text(code) : null} serial={turn} />;
}
