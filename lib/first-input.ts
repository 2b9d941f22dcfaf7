/**
 * The events that mean a visitor has started to use the page: a pointer or touch, a key, focus
 * moving, a wheel scroll. Code held back from page load (the reveal animation,
 * components/ui/RevealList.tsx) starts on the first of them, so it is in before the visitor
 * reaches what needs it.
 */
export const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;
