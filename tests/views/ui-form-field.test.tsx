import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../../src/ui/form-field';

describe('FormField', () => {
  it('labels the input and describes it by its hint while valid', () => {
    render(<FormField label="Invitation code" hint="Six letters and digits" />);
    const input = screen.getByRole('textbox', { name: 'Invitation code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Six letters and digits');
  });

  it('marks the input invalid and describes it by the hint and then the error', () => {
    render(<FormField label="Invitation code" hint="Six letters and digits" error="That is your own code" />);
    const input = screen.getByRole('textbox', { name: 'Invitation code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Six letters and digits That is your own code');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')).toHaveTextContent('That is your own code');
  });

  it('describes an invalid input without a hint by its error alone, and keeps the caller’s describer', () => {
    render(
      <>
        <p id="rules">Codes never contain O or 0</p>
        <FormField label="Code" error="Enter a code" aria-describedby="rules" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Enter a code Codes never contain O or 0');
  });

  it('drops the error state when the error goes', () => {
    const { rerender } = render(<FormField label="Code" error="Enter a code" />);
    rerender(<FormField label="Code" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter a code')).toBeNull();
  });

  it('passes input props through and reports typing', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <FormField
        label="Code"
        ref={ref}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        inputMode="text"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('maxlength', '8');
    await userEvent.type(input, 'AB');
    expect(onChange).toHaveBeenLastCalledWith('AB');
  });

  it('shows a read-only value', () => {
    render(<FormField label="Your link" value="https://example.com/i/AB12" readOnly />);
    expect(screen.getByRole('textbox', { name: 'Your link' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Your link' })).toHaveValue('https://example.com/i/AB12');
  });
});
