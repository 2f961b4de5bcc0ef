import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '../../src/ui/radio-group';

const OPTIONS = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Pears', hint: 'Green ones too' },
  { value: 'c', label: 'Plums' },
] as const;

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState<'a' | 'b' | 'c' | null>(null);
  return <RadioGroup legend="Which fruit?" name="fruit" options={OPTIONS} value={value} onChange={setValue} hint="Pick one" error={error} />;
}

describe('RadioGroup', () => {
  it('is one group named by its legend, with native radios named by their labels and described by hints', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Which fruit?' });
    expect(group).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Pears' })).toHaveAccessibleDescription('Green ones too');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('name') === 'fruit')).toBe(true);
  });

  it('reports a choice by a click on the whole row and by arrow keys', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByText('Apples'));
    expect(screen.getByRole('radio', { name: 'Apples' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pears' })).toBeChecked();
  });

  it('states an error with the group and marks it', () => {
    render(<Controlled error="Choose a fruit." />);
    const group = screen.getByRole('group', { name: 'Which fruit?' });
    expect(group).toHaveAccessibleDescription('Pick one Choose a fruit.');
    expect(group).toHaveAttribute('data-invalid', 'true');
  });

  it('renders on the server', () => {
    const html = renderToString(<RadioGroup legend="Q" name="q" options={OPTIONS} value="c" onChange={() => undefined} />);
    expect(html).toContain('<fieldset');
    expect(html).toContain('checked=""');
  });
});
