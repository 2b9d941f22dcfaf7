/**
 * Early actions: no tap is lost while the page's code is still on its way.
 *
 * Every page is complete server-rendered HTML, so a visitor on a slow phone sees the buttons
 * seconds before React has hydrated them. A tap in that time would land on a button with no handler
 * yet and be lost. Modelled on Angular's event replay (JSAction): a tiny inline script in the
 * page's <head> (`listenForEarlyActions`, shipped by lib/head-script.ts and hashed into the CSP
 * like any inline script) listens on the document before anything else, and for a control marked
 * `data-early="click"` (or a form marked `data-early="submit"`) that is not ready yet it stops the
 * event, marks the control as pending (`aria-busy`, styled in app/globals.css so the visitor sees
 * the tap registered) and queues it.
 * When the control's component has hydrated it takes its queued action (`takeEarlyAction`) and does
 * it once; from then on its own handlers answer. Stopping the event also keeps React's own replay
 * from running the same tap a second time.
 *
 * The same script keeps two other things true before hydration:
 * - a popover's invokers carry whether it is open (`data-popover-open`), so the menu's toggle, which
 *   opens it natively through `popovertarget`, shows the right icon from the first tap. Not
 *   `aria-expanded`: the HTML standard forbids it beside `popovertarget`, since the browser already
 *   tells assistive technology the popover's state as the button's (decision 0133);
 * - a form marked for early actions records when the visitor first typed into it
 *   (`data-first-input-at`), which the contact form's spam check counts from.
 */

/** The attribute that asks for early capture; its value is the event: `click` or `submit`. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Set by the control's component once its own handlers answer. */
export const READY_ATTRIBUTE = 'data-early-ready';
/** Set on a control whose tap is queued, with `aria-busy="true"`, until its component takes it. */
export const PENDING_ATTRIBUTE = 'data-early-pending';
/** On a form with early actions: when the visitor first typed, pasted or autofilled into it (ms since the epoch). */
export const FIRST_INPUT_ATTRIBUTE = 'data-first-input-at';
/** On a popover's invokers: "true" while it is open, "false" once closed (for styles; not for assistive technology). */
export const POPOVER_OPEN_ATTRIBUTE = 'data-popover-open';
/** On a button whose action is to copy this text: copied at the tap itself, while the browser still counts it as the visitor's gesture. */
export const COPY_ATTRIBUTE = 'data-early-copy';

/** A captured action: the control it was meant for, and for a copy button the clipboard write already under way. */
export type EarlyAction = { element: Element; type: 'click' | 'submit'; copied?: Promise<void> };

declare global {
  interface Window {
    __earlyActions?: EarlyAction[];
  }
}

/** The attributes the head script reads and writes: the constants above, handed to it as data. */
export type EarlyActionAttributes = {
  early: string;
  ready: string;
  pending: string;
  firstInput: string;
  copy: string;
  popoverOpen: string;
};

export const earlyActionAttributes: EarlyActionAttributes = {
  early: EARLY_ATTRIBUTE,
  ready: READY_ATTRIBUTE,
  pending: PENDING_ATTRIBUTE,
  firstInput: FIRST_INPUT_ATTRIBUTE,
  copy: COPY_ATTRIBUTE,
  popoverOpen: POPOVER_OPEN_ATTRIBUTE,
};

/**
 * The listeners of the head script (lib/head-script.ts ships this function's source, called with
 * `earlyActionAttributes`). It runs from its source alone, before anything else on the page: it
 * may use its argument and the browser's globals, nothing else from this module.
 */
export function listenForEarlyActions(names: EarlyActionAttributes): void {
  const queue: EarlyAction[] = [];
  window.__earlyActions = queue;
  function capture(event: Event, element: Element | null, type: EarlyAction['type']) {
    if (!element || element.getAttribute(names.early) !== type || element.hasAttribute(names.ready)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (element.hasAttribute(names.pending)) return;
    element.setAttribute(names.pending, '');
    element.setAttribute('aria-busy', 'true');
    const action: EarlyAction = { element, type };
    const text = element.getAttribute(names.copy);
    // Copied at the tap itself, while the browser still counts it as the visitor's gesture.
    if (text !== null)
      action.copied = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
    if (action.copied) action.copied.catch(() => undefined);
    queue.push(action);
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      capture(event, target && typeof target.closest === 'function' ? target.closest(`[${names.early}]`) : null, 'click');
    },
    true,
  );
  document.addEventListener('submit', (event) => capture(event, event.target as Element | null, 'submit'), true);
  document.addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form && form.hasAttribute(names.early) && !form.hasAttribute(names.firstInput))
        form.setAttribute(names.firstInput, String(Date.now()));
    },
    true,
  );
  // A popover's invokers carry whether it is open, from the first tap (the menu opens natively).
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement;
      if (!popover.id || !popover.hasAttribute('popover')) return;
      const open = (event as ToggleEvent).newState === 'open' ? 'true' : 'false';
      document
        .querySelectorAll(`[popovertarget="${popover.id}"]`)
        .forEach((invoker) => invoker.setAttribute(names.popoverOpen, open));
    },
    true,
  );
}

/**
 * Marks `element` ready (its own handlers answer from now on) and returns the action a visitor
 * asked of it before, if any, taking it off the queue so it is done once. A second tap while the
 * first waited was not queued: one tap, one action.
 */
export function takeEarlyAction(element: Element, queue: EarlyAction[] | undefined = window.__earlyActions): EarlyAction | null {
  element.setAttribute(READY_ATTRIBUTE, '');
  element.removeAttribute(PENDING_ATTRIBUTE);
  element.removeAttribute('aria-busy');
  if (!queue) return null;
  const index = queue.findIndex((action) => action.element === element);
  if (index < 0) return null;
  return queue.splice(index, 1)[0] ?? null;
}

/** When the visitor first typed into `form` (before or after hydration), or null if they have not. */
export function firstInputAt(form: Element): number | null {
  const value = Number(form.getAttribute(FIRST_INPUT_ATTRIBUTE));
  return value > 0 ? value : null;
}

/** Starts the count again for the next enquiry, after one has been sent. */
export function forgetFirstInput(form: Element) {
  form.removeAttribute(FIRST_INPUT_ATTRIBUTE);
}
