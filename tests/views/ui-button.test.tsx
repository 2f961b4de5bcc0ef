import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Copy } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';

describe('Button', () => {
  it('is a button of type "button" that reports presses', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Accept invitation</Button>);
    const button = screen.getByRole('button', { name: 'Accept invitation' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when busy, reports aria-busy and shows a spinner in place of its icon, keeping its name', () => {
    const { rerender } = render(<Button icon={<Copy aria-hidden="true" data-testid="icon" />}>Submit</Button>);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    rerender(
      <Button busy icon={<Copy aria-hidden="true" data-testid="icon" />}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    const spinner = button.querySelector('.ui-spinner');
    expect(spinner).not.toBeNull();
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a link when given an address', () => {
    render(
      <Button href="https://example.com/drive" variant="secondary" rel="noopener">
        Go to the web drive
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to the web drive' });
    expect(link).toHaveAttribute('href', 'https://example.com/drive');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('button', 'button-secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a link-styled variant and a submit type', () => {
    render(
      <form>
        <Button variant="link">Show the steps</Button>
        <Button type="submit" block>
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Show the steps' })).toHaveClass('button-link');
    expect(screen.getByRole('button', { name: 'Show the steps' })).not.toHaveClass('button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('button', 'button-block');
  });
});
