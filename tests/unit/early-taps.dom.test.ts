import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyTaps, EARLY_TAPS, meaningOf, replayEarlyTaps } from '../../src/shell/static/early-taps';

/**
 * The taps a text page's inline script kept before the page's script ran (scripts/prerender.mjs
 * keeps them, marked as taken): carried out once each, in order, or dropped when the script fails.
 */
function keep(...controls: HTMLElement[]) {
  for (const control of controls) {
    control.setAttribute(EARLY_TAPS.kept, meaningOf(control));
    control.setAttribute('aria-busy', 'true');
  }
  Reflect.set(window, EARLY_TAPS.queue, controls);
}

function control(text: string) {
  const a = document.createElement('a');
  a.href = '/drive/feedback';
  a.textContent = text;
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, EARLY_TAPS.queue);
});

describe('early taps', () => {
  it('carries out each kept tap once, in order, with the control no longer shown as taken', () => {
    const first = control('first');
    const second = control('second');
    const order: string[] = [];
    for (const a of [first, second])
      a.addEventListener('click', (e) => {
        e.preventDefault();
        order.push(`${a.textContent} ${a.hasAttribute(EARLY_TAPS.kept) ? 'kept' : 'free'}`);
      });
    keep(first, second);
    replayEarlyTaps(window, document.body);
    expect(order).toEqual(['first free', 'second free']);
    expect(first.getAttribute('aria-busy')).toBeNull();
    expect(Reflect.get(window, EARLY_TAPS.queue)).toBeNull();
    // Keeping has stopped: a second replay does nothing.
    replayEarlyTaps(window, document.body);
    expect(order).toHaveLength(2);
  });

  it('drops, and says so, a tap whose control left the page, is no longer shown, or now leads elsewhere', () => {
    const [gone, hidden, moved, folded, kept] = ['gone', 'hidden', 'moved', 'folded', 'kept'].map(control) as HTMLAnchorElement[];
    const clicked = vi.fn((e: Event) => e.preventDefault());
    for (const a of [gone!, hidden!, moved!, folded!, kept!]) a.addEventListener('click', clicked);
    // The situation that showed it no longer holds: the page learned it is framed.
    const box = document.createElement('div');
    box.setAttribute('data-when', 'unframed');
    box.append(hidden!);
    const fold = document.createElement('details');
    fold.append(document.createElement('summary'), folded!);
    document.body.append(box, fold);
    keep(gone!, hidden!, moved!, folded!, kept!);
    gone!.remove();
    document.documentElement.setAttribute('data-framed', '');
    moved!.setAttribute('href', '/drive?action=create_task');
    const dropped: string[] = [];
    replayEarlyTaps(window, document.body, (control) => dropped.push(control.textContent ?? ''));
    expect(dropped).toEqual(['gone', 'hidden', 'moved', 'folded']);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(kept!.getAttribute('aria-busy')).toBeNull();
  });

  it('drops the kept taps when the script fails: nothing is carried out and nothing stays shown as taken', () => {
    const a = control('feedback');
    const clicked = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener('click', clicked);
    keep(a);
    dropEarlyTaps(window);
    expect(clicked).not.toHaveBeenCalled();
    expect(a.hasAttribute(EARLY_TAPS.kept)).toBe(false);
    expect(a.getAttribute('aria-busy')).toBeNull();
    expect(Reflect.get(window, EARLY_TAPS.queue)).toBeNull();
  });

  it('does nothing when no tap was kept or the queue holds garbage', () => {
    Reflect.set(window, EARLY_TAPS.queue, 'not a list');
    expect(() => replayEarlyTaps(window, document.body)).not.toThrow();
    Reflect.set(window, EARLY_TAPS.queue, [null, 42, {}]);
    expect(() => replayEarlyTaps(window, document.body)).not.toThrow();
    expect(() => dropEarlyTaps(window)).not.toThrow();
  });
});
