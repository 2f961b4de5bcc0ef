import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { useHydrated } from '../shell/hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

interface ButtonLook {
  /** primary: the page's one main action; secondary: outlined; danger: the confirm step of a destructive action (cancel a subscription); link: looks like a link. */
  variant?: ButtonVariant;
  /** Work in progress: a spinner takes the icon's place and the control reports aria-busy. */
  busy?: boolean;
  /** A leading icon, e.g. `<Copy aria-hidden />` from lucide-react. */
  icon?: ReactNode;
  /** Full inline size (a phone's main action). */
  block?: boolean;
  children: ReactNode;
}

/** A <button>; `type` defaults to "button". */
type ButtonAsButton = ButtonLook & Omit<ComponentPropsWithRef<'button'>, 'children'> & { href?: undefined };
/** An <a> that looks like a button: pass `href`. */
type ButtonAsLink = ButtonLook & Omit<ComponentPropsWithRef<'a'>, 'children'> & { href: string };
export type ButtonProps = ButtonAsButton | ButtonAsLink;

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'button',
  secondary: 'button button-secondary',
  danger: 'button button-danger',
  link: 'button-link',
};

function Content({ busy, icon, children }: Pick<ButtonLook, 'busy' | 'icon' | 'children'>) {
  return (
    <>
      {busy ? <LoaderCircle className="ui-spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </>
  );
}

/**
 * A button or a link styled as one. Presentation only: what a press does is the caller's
 * event to its machine (which also ignores presses while busy: one request in flight).
 */
export function Button(props: ButtonProps) {
  // A pre-rendered button does nothing until the page is hydrated: it says so (disabled,
  // without the disabled look), and a tap in that moment is not silently lost.
  // A text page's buttons work from the first paint (useHydrated says so there).
  const hydrated = useHydrated();
  if (props.href !== undefined) {
    const { variant = 'primary', busy = false, icon, block = false, children, className, ...anchor } = props;
    return (
      <a {...anchor} className={cx(VARIANT_CLASS[variant], block && 'button-block', className)} aria-busy={busy || undefined}>
        <Content busy={busy} icon={icon}>
          {children}
        </Content>
      </a>
    );
  }
  const { variant = 'primary', busy = false, icon, block = false, children, className, type = 'button', ...button } = props;
  return (
    <button
      {...button}
      disabled={button.disabled || !hydrated}
      data-hydrating={hydrated ? undefined : ''}
      type={type}
      className={cx(VARIANT_CLASS[variant], block && 'button-block', className)}
      aria-busy={busy || undefined}
    >
      <Content busy={busy} icon={icon}>
        {children}
      </Content>
    </button>
  );
}
