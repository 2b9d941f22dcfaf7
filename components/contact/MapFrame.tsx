'use client';

import { useEffect, useRef, useState } from 'react';

type MapFrameProps = { src: string; title: string; className?: string };

/** How far ahead of the screen the map starts loading: about a screen of scrolling. */
const LOAD_AHEAD = '600px 0px';

/**
 * The map frame, given its address only when the visitor scrolls near it. Chromium's own
 * `loading="lazy"` starts an iframe thousands of pixels early on a phone, so every visit to the
 * contact page fetched the map provider's page, script and tiles while the page itself was still
 * loading. Without JavaScript the <noscript> frame beside this one is shown instead.
 */
export function MapFrame({ src, title, className }: MapFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  // Chromium moves keyboard focus into a frame without scrolling the frame into view (and without a
  // focus event on the frame: the page only sees its window blur), so a visitor tabbing down the
  // page would lose sight of the focus. Bring the frame into view, clear of the header.
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    // Firefox moves the focus only after the window's blur: look once it has settled.
    const bringIntoView = () =>
      setTimeout(() => {
        if (document.activeElement === frame) frame.scrollIntoView({ block: 'nearest' });
      });
    window.addEventListener('blur', bringIntoView);
    return () => window.removeEventListener('blur', bringIntoView);
  }, []);

  useEffect(() => {
    const frame = ref.current;
    if (!frame || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  return (
    <iframe
      ref={ref}
      className={className}
      src={near ? src : undefined}
      title={title}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
