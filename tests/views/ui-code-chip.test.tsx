import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeChip } from '../../src/ui/code-chip';

describe('CodeChip', () => {
  it('shows the code isolated left-to-right and asks for a copy when the button is pressed', async () => {
    const onCopy = vi.fn();
    render(<CodeChip value="AB12CD" label="Your invitation code" copyLabel="Copy code" onCopy={onCopy} />);
    const group = screen.getByRole('group', { name: 'Your invitation code' });
    const value = screen.getByText('AB12CD');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(group).toContainElement(value);
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button).toHaveAccessibleDescription('AB12CD');
    expect(onCopy).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('keeps an empty status region and then says what happened', () => {
    const { rerender } = render(<CodeChip value="https://example.com/i/AB12CD" kind="link" copyLabel="Copy link" onCopy={() => undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(
      <CodeChip value="https://example.com/i/AB12CD" kind="link" copyLabel="Copy link" onCopy={() => undefined} status="Copied to clipboard" copied />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
  });
});
