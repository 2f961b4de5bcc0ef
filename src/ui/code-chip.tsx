import { Check, Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';

export interface CodeChipProps {
  /** The code or address, shown as written: isolated and left-to-right in every language. */
  value: string;
  /** code: large monospaced letters; link: an address in body text. */
  kind?: 'code' | 'link';
  /** A caption above, e.g. "Your invitation code". */
  label?: ReactNode;
  /** The copy button's text, e.g. "Copy code" (translated by the caller). */
  copyLabel: ReactNode;
  /** Asks for the copy; the caller's copy machine writes the clipboard. */
  onCopy: () => void;
  /** The copy's outcome in words ("Copied to clipboard"), announced politely; empty when idle. */
  status?: ReactNode;
  /** Shows a check mark instead of the copy icon once copied. */
  copied?: boolean;
  className?: string;
}

/**
 * A code or link the user may need to copy. The value is in a <bdi dir="ltr"> so that, in
 * Arabic, it is neither reordered nor reorders its neighbours; the copy button is described
 * by the value, so a screen reader says what it copies.
 */
export function CodeChip({ value, kind = 'code', label, copyLabel, onCopy, status, copied = false, className }: CodeChipProps) {
  const id = useId();
  const labelId = `${id}label`;
  const valueId = `${id}value`;
  return (
    <div className={cx('ui-code-chip', className)} data-kind={kind} role="group" aria-labelledby={label ? labelId : undefined}>
      {label ? (
        <span id={labelId} className="ui-code-chip-label">
          {label}
        </span>
      ) : null}
      <div className="ui-code-chip-body">
        <bdi id={valueId} dir="ltr" translate="no" className="ui-code-chip-value">
          {value}
        </bdi>
        <Button
          variant="secondary"
          icon={copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          onClick={onCopy}
          aria-describedby={valueId}
        >
          {copyLabel}
        </Button>
      </div>
      <p className="ui-code-chip-status" role="status">
        {status}
      </p>
    </div>
  );
}
