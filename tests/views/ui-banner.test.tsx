import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner, type Severity } from '../../src/ui/banner';
import { Button } from '../../src/ui/button';

describe('Banner', () => {
  it.each<[Severity, 'alert' | 'status']>([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ])('a %s banner has the role %s', (severity, role) => {
    render(<Banner severity={severity}>Message</Banner>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
    expect(screen.getByRole(role)).toHaveAttribute('data-severity', severity);
    const other = role === 'alert' ? 'status' : 'alert';
    expect(screen.queryByRole(other)).toBeNull();
  });

  it('draws a different decorative icon for each severity', () => {
    const severities: Severity[] = ['info', 'success', 'warning', 'danger'];
    const icons = severities.map((severity) => {
      const { container, unmount } = render(<Banner severity={severity}>Message</Banner>);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      const shape = svg?.innerHTML ?? '';
      unmount();
      return shape;
    });
    expect(new Set(icons).size).toBe(4);
  });

  it('shows a title, the message and an action', () => {
    render(
      <Banner severity="warning" title="This invitation has expired" action={<Button variant="link">Ask for a new one</Button>}>
        <p>Invitations last 7 days.</p>
      </Banner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This invitation has expired');
    expect(alert).toHaveTextContent('Invitations last 7 days.');
    expect(screen.getByRole('button', { name: 'Ask for a new one' })).toBeInTheDocument();
  });
});
