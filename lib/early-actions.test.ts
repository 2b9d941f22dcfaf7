import { describe, expect, it } from 'vitest';
import {
  COPY_ATTRIBUTE,
  EARLY_ATTRIBUTE,
  FIRST_INPUT_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  POPOVER_OPEN_ATTRIBUTE,
  READY_ATTRIBUTE,
  earlyActionAttributes,
  firstInputAt,
  forgetFirstInput,
  listenForEarlyActions,
  takeEarlyAction,
  type EarlyAction,
} from './early-actions';
import { inlineCall } from './head-script';

/** Just enough of an Element for the helpers, which only read and write attributes. */
function fakeElement(attributes: Record<string, string> = {}) {
  const values = new Map(Object.entries(attributes));
  return {
    getAttribute: (name: string) => values.get(name) ?? null,
    setAttribute: (name: string, value: string) => void values.set(name, value),
    removeAttribute: (name: string) => void values.delete(name),
    hasAttribute: (name: string) => values.has(name),
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
});

describe('firstInputAt', () => {
  it('reads the time the script recorded, and forgets it for the next enquiry', () => {
    const form = fakeElement({ [FIRST_INPUT_ATTRIBUTE]: '1767225600000' });
    expect(firstInputAt(asElement(form))).toBe(1767225600000);
    forgetFirstInput(asElement(form));
    expect(firstInputAt(asElement(form))).toBeNull();
  });
});

/** A document, window and clipboard just large enough for the script, which it runs from its source as a page would. */
function runListeners() {
  const listeners = new Map<string, (event: unknown) => void>();
  const invokers = [fakeElement({ popovertarget: 'menu' }), fakeElement({ popovertarget: 'menu' })];
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
    querySelectorAll: (selector: string) => (selector === '[popovertarget="menu"]' ? invokers : []),
  };
  const window: { __earlyActions?: EarlyAction[] } = {};
  const copied: string[] = [];
  const navigator = { clipboard: { writeText: (text: string) => (copied.push(text), Promise.resolve()) } };
  new Function('document', 'window', 'navigator', inlineCall(listenForEarlyActions, earlyActionAttributes))(
    document,
    window,
    navigator,
  );
  const dispatch = (type: string, target: unknown, more: object = {}) => {
    const event = { type, target, stopped: false, prevented: false, ...more } as Record<string, unknown>;
    event.preventDefault = () => void (event.prevented = true);
    event.stopImmediatePropagation = () => void (event.stopped = true);
    listeners.get(type)!(event);
    return event;
  };
  return { window, dispatch, invokers, copied };
}

/** An element inside a control marked for early capture: `closest` finds the control. */
const inside = (control: ReturnType<typeof fakeElement>) => ({
  closest: (selector: string) => (selector === `[${EARLY_ATTRIBUTE}]` ? control : null),
});

describe('listenForEarlyActions, run from its source', () => {
  it('stops a tap on a control not ready yet, marks it busy and queues it once', () => {
    const { window, dispatch } = runListeners();
    const button = fakeElement({ [EARLY_ATTRIBUTE]: 'click' });
    expect(dispatch('click', inside(button))).toMatchObject({ prevented: true, stopped: true });
    expect(button.has(PENDING_ATTRIBUTE) && button.getAttribute('aria-busy')).toBe('true');
    expect(dispatch('click', inside(button))).toMatchObject({ prevented: true, stopped: true });
    expect(window.__earlyActions).toEqual([{ element: button, type: 'click' }]);
  });

  it('lets a tap through once the control is ready, and ignores controls not marked for it', () => {
    const { window, dispatch } = runListeners();
    const ready = fakeElement({ [EARLY_ATTRIBUTE]: 'click', [READY_ATTRIBUTE]: '' });
    expect(dispatch('click', inside(ready))).toMatchObject({ prevented: false, stopped: false });
    expect(dispatch('click', { closest: () => null })).toMatchObject({ prevented: false });
    expect(dispatch('click', {})).toMatchObject({ prevented: false });
    const form = fakeElement({ [EARLY_ATTRIBUTE]: 'submit' });
    expect(dispatch('click', inside(form))).toMatchObject({ prevented: false });
    expect(window.__earlyActions).toEqual([]);
  });

  it('queues a submit of a form marked for it', () => {
    const { window, dispatch } = runListeners();
    const form = fakeElement({ [EARLY_ATTRIBUTE]: 'submit' });
    expect(dispatch('submit', form)).toMatchObject({ prevented: true });
    expect(window.__earlyActions).toEqual([{ element: form, type: 'submit' }]);
  });

  it('copies at the tap itself', async () => {
    const { window, dispatch, copied } = runListeners();
    const button = fakeElement({ [EARLY_ATTRIBUTE]: 'click', [COPY_ATTRIBUTE]: 'https://example.com/post/' });
    dispatch('click', inside(button));
    expect(copied).toEqual(['https://example.com/post/']);
    await expect(window.__earlyActions![0]!.copied).resolves.toBeUndefined();
  });

  it('records the first input into a form marked for early actions, once', () => {
    const { dispatch } = runListeners();
    const form = fakeElement({ [EARLY_ATTRIBUTE]: 'submit' });
    dispatch('input', { form });
    const first = firstInputAt(asElement(form));
    expect(first).toBeGreaterThan(0);
    form.setAttribute(FIRST_INPUT_ATTRIBUTE, '1');
    dispatch('input', { form });
    expect(firstInputAt(asElement(form))).toBe(1);
    const other = fakeElement();
    dispatch('input', { form: other });
    expect(other.has(FIRST_INPUT_ATTRIBUTE)).toBe(false);
  });

  it("marks a popover's invokers open and closed with a data attribute, never aria-expanded", () => {
    const { dispatch, invokers } = runListeners();
    const menu = { ...fakeElement({ popover: '' }), id: 'menu' };
    const states = () => invokers.map((invoker) => [invoker.getAttribute(POPOVER_OPEN_ATTRIBUTE), invoker.has('aria-expanded')]);
    dispatch('toggle', menu, { newState: 'open' });
    expect(states()).toEqual([
      ['true', false],
      ['true', false],
    ]);
    dispatch('toggle', menu, { newState: 'closed' });
    expect(states()).toEqual([
      ['false', false],
      ['false', false],
    ]);
  });
});
