import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { WhatsAppButton } from '@/components/layout/WhatsAppButton';
import { site } from '@/content/site';
import { earlyActionsScript } from '@/lib/early-actions';
import { defaultShareImage, feedAlternateTypes } from '@/lib/metadata';
import { displayFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: site.locale, type: 'website', images: [defaultShareImage] },
  twitter: { card: 'summary_large_image', images: [defaultShareImage] },
  alternates: { types: feedAlternateTypes },
};

export const viewport: Viewport = {
  themeColor: site.brandColor,
  width: 'device-width',
  initialScale: 1,
};

/**
 * Runs before first paint so no-JS fallbacks (e.g. the always-open menu) never flash for script
 * users; a browser without popovers keeps the menu's fallback. Then the early-actions listeners,
 * so no tap is lost before hydration.
 *
 * Last, one layout of the page as soon as it is parsed. Chromium holds the first paint for the
 * preloaded heading font (`font-display: optional`, up to about 100 ms) and lays nothing out while
 * it holds, so on a slow phone the page's layout (35 to 53 ms at CPU x4) came after the hold and
 * before the paint; the same page without scripts had laid out during it (traces in the README,
 * "Performance"). Asked for when parsing ends (readyState "interactive"), the stylesheets are in
 * (this script waits for them) and the layout happens inside the hold. Not at DOMContentLoaded:
 * that waits for the deferred payload script (scripts/build/payload.ts), which loads after the CSS.
 */
const headScript =
  "(function(c){c.remove('no-js');if(!HTMLElement.prototype.hasOwnProperty('popover'))c.add('no-popover')})" +
  '(document.documentElement.classList);' +
  earlyActionsScript +
  ";document.addEventListener('readystatechange',function(){if(document.readyState==='interactive')document.documentElement.getBoundingClientRect()})";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language} className={`no-js ${displayFont.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <SkipLink />
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <WhatsAppButton />
      </body>
    </html>
  );
}
