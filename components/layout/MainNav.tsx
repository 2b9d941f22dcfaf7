'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import type { NavItem } from '@/content/types';
import { isActivePath } from '@/lib/links';
import styles from './MainNav.module.css';
import { AppLink } from '@/components/ui/AppLink';

/** Must match the breakpoint in MainNav.module.css: at and above it the links show inline. */
const DESKTOP_QUERY = '(min-width: 960px)';
const MENU_ID = 'site-menu';

/**
 * Whether the menu's popover is open. Browsers without the Popover API (Safari before 17, i.e.
 * iOS 15 and 16) show the links inline instead and reject `:popover-open` as a selector, so ask
 * only where popovers exist.
 */
function isPopoverOpen(panel: HTMLElement): boolean {
  return typeof panel.hidePopover === 'function' && panel.matches(':popover-open');
}

/** The toggle's icons and the labels come from the server, so neither the icon set nor the copy ships to the browser. */
type MainNavProps = {
  items: readonly NavItem[];
  cta: NavItem;
  icons: { open: ReactNode; close: ReactNode };
  labels: { nav: string; toggle: string };
};

/**
 * Primary navigation. On small screens the links sit in a native popover opened by the toggle
 * (`popovertarget`), so the first tap opens it before any script has run, and Escape or a tap
 * outside closes it. The button carries no `aria-expanded`, in the markup or later: the HTML standard
 * forbids it beside `popovertarget`, whose popover browsers already expose as the button's expanded
 * state (decision 0133); the head's early-actions script marks it `data-popover-open` for the icon
 * (lib/early-actions.ts). Once hydrated, this component adds what the browser does not: a chosen
 * link closes the menu (navigation is client-side, the header stays), focus goes back to the
 * toggle when the menu closes around it, and the menu closes when the viewport grows to desktop.
 */
export function MainNav({ items, cta, icons, labels }: MainNavProps) {
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    if (panelRef.current && isPopoverOpen(panelRef.current)) panelRef.current.hidePopover();
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      const focus = document.activeElement;
      if (!focus || focus === document.body || panel.contains(focus)) toggleRef.current?.focus();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches && isPopoverOpen(panel)) panel.hidePopover();
    };
    panel.addEventListener('toggle', onToggle);
    desktop.addEventListener('change', onResize);
    // Marks the moment the page has hydrated, so tests know the enhancements are in.
    navRef.current?.setAttribute('data-hydrated', '');
    return () => {
      panel.removeEventListener('toggle', onToggle);
      desktop.removeEventListener('change', onResize);
    };
  }, []);

  return (
    <nav ref={navRef} aria-label={labels.nav} className={styles.nav}>
      <button ref={toggleRef} type="button" className={styles.toggle} popoverTarget={MENU_ID} aria-controls={MENU_ID}>
        <span className={styles.openIcon}>{icons.open}</span>
        <span className={styles.closeIcon}>{icons.close}</span>
        <span className="visually-hidden">{labels.toggle}</span>
      </button>
      <div ref={panelRef} id={MENU_ID} popover="auto" className={styles.panel}>
        <ul className={styles.list}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.path);
            return (
              <li key={item.path}>
                <AppLink
                  href={item.path}
                  className={clsx(styles.link, active && styles.active)}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                >
                  {item.name}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <AppLink href={cta.path} className={styles.cta} onClick={close}>
          {cta.name}
        </AppLink>
      </div>
    </nav>
  );
}
