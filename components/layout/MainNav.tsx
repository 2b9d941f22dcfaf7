'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavItem } from '@/content/types';
import { isActivePath } from '@/lib/links';
import styles from './MainNav.module.css';
import { AppLink } from '@/components/ui/AppLink';

/** Must match the breakpoint in MainNav.module.css: at and above it the links show inline. */
const DESKTOP_QUERY = '(min-width: 960px)';
const MENU_ID = 'site-menu';

/** The toggle's icons and the labels come from the server, so neither the icon set nor the copy ships to the browser. */
type MainNavProps = {
  items: readonly NavItem[];
  cta: NavItem;
  icons: { open: ReactNode; close: ReactNode };
  labels: { nav: string; toggle: string };
};

/**
 * Primary navigation. On small screens the links sit behind a toggle; the menu closes when a
 * link is chosen, on Escape (returning focus to the toggle) and when the viewport grows.
 */
export function MainNav({ items, cta, icons, labels }: MainNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // Marks the moment the toggle becomes interactive, so tests never click a dead button.
  useEffect(() => navRef.current?.setAttribute('data-hydrated', ''), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label={labels.nav} className={styles.nav}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? icons.close : icons.open}
        <span className="visually-hidden">{labels.toggle}</span>
      </button>
      <div id={MENU_ID} className={clsx(styles.panel, open && styles.open)}>
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
