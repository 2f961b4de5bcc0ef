// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner } from '../../src/ui/banner';
import { Button } from '../../src/ui/button';
import { Card } from '../../src/ui/card';
import { CodeChip } from '../../src/ui/code-chip';
import { FormField } from '../../src/ui/form-field';
import { AppMark } from '../../src/ui/page-illustrations';
import { List, ListRow } from '../../src/ui/list-row';
import { Skeleton } from '../../src/ui/skeleton';
import { StatePanel } from '../../src/ui/state-panel';
import { Steps } from '../../src/ui/steps';
import { Toast } from '../../src/ui/toast';

// Pre-rendering runs without a window or a document: every component must render there.
describe('design-system components render without a browser', () => {
  it('has no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every component to HTML', () => {
    const html = renderToString(
      <main>
        <Button icon={<AppMark />}>Get the app</Button>
        <Banner severity="warning" title="Title" action={<Button variant="link">Act</Button>}>
          Body
        </Banner>
        <Button busy>Send</Button>
        <Button href="/drive">Drive</Button>
        <Card title="Card">
          <FormField label="Code" hint="Hint" error="Error" />
        </Card>
        <CodeChip value="AB12CD" copyLabel="Copy" onCopy={() => undefined} status="Copied" />
        <List>
          <ListRow title="Mia" subtitle="Today" trailing="+30" />
        </List>
        <Steps steps={['One', 'Two']} />
        <Skeleton label="Loading…" shape="rows" />
        <Skeleton label="Getting the link…" shape="button" />
        <StatePanel kind="error" title="Failed" retry={{ label: 'Retry', onRetry: () => undefined }} />
        <Toast message="Done" />
      </main>,
    );
    for (const text of ['Title', 'aria-busy="true"', 'href="/drive"', 'aria-invalid="true"', '<bdi', '<ol', 'Loading…', 'role="alert"', 'Done', 'ui-app-mark', 'ui-skeleton-button']) {
      expect(html).toContain(text);
    }
  });
});
