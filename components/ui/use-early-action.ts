import { useEffect, useRef, type RefObject } from 'react';
import { takeEarlyAction, type EarlyAction } from '@/lib/early-actions';

/**
 * Once the component has hydrated, marks `ref`'s element ready and does, once, what the visitor
 * asked of it before then (lib/early-actions.ts). The element carries `data-early="click"` or
 * `data-early="submit"` in the server's HTML.
 */
export function useEarlyAction(ref: RefObject<Element | null>, replay: (action: EarlyAction) => void) {
  const latest = useRef(replay);
  useEffect(() => {
    latest.current = replay;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const action = takeEarlyAction(element);
    if (action) latest.current(action);
  }, [ref]);
}
