import { render, screen, within } from '@testing-library/react';
import { Gift } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Card } from '../../src/ui/card';
import { EmptyIllustration, ErrorIllustration, ForbiddenIllustration, NotFoundIllustration } from '../../src/ui/illustrations';
import {
  AccountsIllustration,
  AppIllustration,
  AppMark,
  DocumentIllustration,
  GiftIllustration,
  OfferIllustration,
  PaymentIllustration,
  ShieldIllustration,
  UploadIllustration,
} from '../../src/ui/page-illustrations';
import { List, ListRow } from '../../src/ui/list-row';
import { Skeleton } from '../../src/ui/skeleton';
import { Steps } from '../../src/ui/steps';
import { Toast } from '../../src/ui/toast';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Your rewards" level={3}>
        <p>30 days</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Your rewards' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Your rewards' })).toBeInTheDocument();
  });

  it('without a title is a plain box', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain')).toHaveClass('ui-card');
  });
});

describe('List and ListRow', () => {
  it('lists rows with title, subtitle and trailing figure; the leading icon is decorative', () => {
    render(
      <List aria-label="Invitation history">
        <ListRow leading={<Gift />} title={<bdi>Mia W.</bdi>} subtitle="12 May 2026" trailing="+30 days" />
        <ListRow title="Leo" subtitle="Signed up with another code" trailing="0 days" trailingTone="muted" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Invitation history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mia W.12 May 2026+30 days');
    expect(rows[0]?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('0 days')).toHaveAttribute('data-tone', 'muted');
  });
});

describe('Steps', () => {
  it('is an ordered list whose drawn numbers are hidden from screen readers', () => {
    render(<Steps aria-label="How to accept" steps={['Open the app', 'Go to Me', 'Enter the code']} />);
    const list = screen.getByRole('list', { name: 'How to accept' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.ui-step-text')?.textContent)).toEqual(['Open the app', 'Go to Me', 'Enter the code']);
    expect(items[2]?.querySelector('.ui-step-number')).toHaveAttribute('aria-hidden', 'true');
    expect(items[2]?.querySelector('.ui-step-number')).toHaveTextContent('3');
  });
});

describe('Skeleton', () => {
  it('says the caller’s label once and hides its shapes', () => {
    const { container } = render(<Skeleton label="Loading…" lines={4} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
    const shapes = container.querySelector('[aria-hidden="true"]');
    expect(shapes?.querySelectorAll('.ui-skeleton-bar')).toHaveLength(4);
  });

  it('draws a button-shaped placeholder where a button is coming', () => {
    const { container } = render(<Skeleton label="Getting the download link…" shape="button" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Getting the download link…$/);
    expect(container.querySelectorAll('[aria-hidden="true"] .ui-skeleton-button')).toHaveLength(1);
    expect(container.querySelectorAll('.ui-skeleton-bar')).toHaveLength(0);
  });

  it('draws list rows and blocks', () => {
    const { container, rerender } = render(<Skeleton label="Loading…" shape="rows" lines={2} />);
    expect(container.querySelectorAll('.ui-skeleton-row')).toHaveLength(2);
    rerender(<Skeleton label="Loading…" shape="block" />);
    expect(container.querySelectorAll('.ui-skeleton-block')).toHaveLength(1);
    expect(container.querySelectorAll('.ui-skeleton-row')).toHaveLength(0);
  });
});

describe('Toast', () => {
  it('keeps one live region and shows the current message in it', () => {
    const { rerender } = render(<Toast message={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Toast message="Copied to clipboard" serial={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    rerender(<Toast message="This address can’t be opened from here." serial={2} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^This address can’t be opened from here\.$/);
  });
});

const ILLUSTRATIONS = {
  ForbiddenIllustration,
  NotFoundIllustration,
  EmptyIllustration,
  ErrorIllustration,
  PaymentIllustration,
  OfferIllustration,
  GiftIllustration,
  ShieldIllustration,
  AccountsIllustration,
  AppIllustration,
  UploadIllustration,
  DocumentIllustration,
};

describe('illustrations', () => {
  it.each(Object.entries(ILLUSTRATIONS))('%s is decorative and not focusable', (_name, Illustration) => {
    const { container } = render(<Illustration />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('text')).toBeNull();
  });

  it.each(Object.entries(ILLUSTRATIONS))('%s has square forms for a page header', (_name, Illustration) => {
    for (const size of ['sm', 'lg'] as const) {
      const { container, unmount } = render(<Illustration size={size} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('data-size', size);
      const [, , width, height] = (svg?.getAttribute('viewBox') ?? '').split(' ').map(Number);
      expect(width).toBe(height);
      unmount();
    }
    const { container } = render(<Illustration />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 160 120');
  });

  it('draws the app’s own mark, decorative, with no text', () => {
    const { container } = render(<AppMark />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass('ui-app-mark');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('text, image')).toBeNull();
  });
});
