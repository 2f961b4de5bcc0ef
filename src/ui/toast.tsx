import type { ReactNode } from 'react';

export interface ToastProps {
  /** The current message, or null when none is showing; the caller's machine times it. */
  message: ReactNode | null;
  /** Changes with every new message, so that a repeated text is shown (and read) again. */
  serial?: number | string;
}

/**
 * The page's one toast. The live region stays in the page while empty, so that screen
 * readers announce each new message; a new message replaces the old one.
 */
export function Toast({ message, serial, ...data }: ToastProps & { [attribute: `data-${string}`]: string }) {
  return (
    <div className="ui-toast-region" role="status" {...data}>
      {message ? (
        <p key={serial} className="ui-toast">
          {message}
        </p>
      ) : null}
    </div>
  );
}
