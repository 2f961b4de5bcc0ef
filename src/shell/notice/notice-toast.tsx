import { useLingui } from '@lingui/react/macro';
import { NOTICE_TOASTS, type ToastCode } from '../../../machines/notices/notice.view';
import { Toast } from '../../ui/toast';
import { CONTRACT } from '../static/contract';

function useToastText(): (code: ToastCode) => string {
  const { t } = useLingui();
  const texts: Record<ToastCode, string> = {
    'address-refused': t`This address can’t be opened from here.`,
    'action-unavailable': t`This works in the web drive. Open the web drive in your browser and try again.`,
    'tap-again': t`The page changed before your tap was carried out. Tap again.`,
  };
  return (code) => texts[code];
}

/**
 * The notice machine's toast in the design system's one toast (src/ui/toast.tsx): each toast's
 * sentence is in the HTML, hidden, and the text pages' runtime puts the machine's one into the
 * live region (src/shell/static/runtime.ts).
 */
export function NoticeToast() {
  const text = useToastText();
  return (
    <>
      <Toast message={null} {...{ [CONTRACT.toastRegion]: '' }} />
      {NOTICE_TOASTS.map((code) => (
        <p key={code} hidden {...{ [CONTRACT.toastText]: code }}>
          {text(code)}
        </p>
      ))}
    </>
  );
}
