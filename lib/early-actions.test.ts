import { describe, expect, it } from 'vitest';
import {
  COPY_ATTRIBUTE,
  EARLY_ATTRIBUTE,
  FIRST_INPUT_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  READY_ATTRIBUTE,
  earlyActionsScript,
  firstInputAt,
  forgetFirstInput,
  takeEarlyAction,
  type EarlyAction,
} from './early-actions';

/** Just enough of an Element for the helpers, which only read and write attributes. */
function fakeElement(attributes: Record<string, string> = {}) {
  const values = new Map(Object.entries(attributes));
  return {
    getAttribute: (name: string) => values.get(name) ?? null,
    setAttribute: (name: string, value: string) => void values.set(name, value),
    removeAttribute: (name: string) => void values.delete(name),
    has: (name: string) => values.has(name),
  };
}
const asElement = (fake: ReturnType<typeof fakeElement>) => fake as unknown as Element;

describe('takeEarlyAction', () => {
  it('marks the control ready and no longer busy, and hands over its one queued action', () => {
    const button = fakeElement({ [PENDING_ATTRIBUTE]: '', 'aria-busy': 'true' });
    const other = fakeElement();
    const queue: EarlyAction[] = [
      { element: asElement(other), type: 'click' },
      { element: asElement(button), type: 'click' },
    ];
    expect(takeEarlyAction(asElement(button), queue)).toEqual({ element: button, type: 'click' });
    expect(button.has(READY_ATTRIBUTE)).toBe(true);
    expect(button.has(PENDING_ATTRIBUTE)).toBe(false);
    expect(button.has('aria-busy')).toBe(false);
    expect(queue).toEqual([{ element: other, type: 'click' }]);
    // Taken once: a second call (React's development double effects) finds nothing.
    expect(takeEarlyAction(asElement(button), queue)).toBeNull();
  });

  it('returns null when nothing was asked before hydration', () => {
    expect(takeEarlyAction(asElement(fakeElement()), [])).toBeNull();
  });
});

describe('firstInputAt', () => {
  it('reads the time the script recorded, and forgets it for the next enquiry', () => {
    const form = fakeElement({ [FIRST_INPUT_ATTRIBUTE]: '1767225600000' });
    expect(firstInputAt(asElement(form))).toBe(1767225600000);
    forgetFirstInput(asElement(form));
    expect(firstInputAt(asElement(form))).toBeNull();
  });
});

describe('earlyActionsScript', () => {
  it('is plain ES5 that names the same attributes as the helpers', () => {
    expect(earlyActionsScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    for (const name of [EARLY_ATTRIBUTE, READY_ATTRIBUTE, PENDING_ATTRIBUTE, FIRST_INPUT_ATTRIBUTE, COPY_ATTRIBUTE]) {
      expect(earlyActionsScript).toContain(name);
    }
    // It parses: a syntax error would leave every page without it.
    expect(() => new Function(earlyActionsScript)).not.toThrow();
  });
});
