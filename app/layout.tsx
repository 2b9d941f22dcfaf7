import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { WhatsAppButton } from '@/components/layout/WhatsAppButton';
import { site } from '@/content/site';
import { headScript, NO_JS_CLASS } from '@/lib/head-script';
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language} className={`${NO_JS_CLASS} ${displayFont.variable}`} suppressHydrationWarning>
      <head>
        {/* Before the first paint and before any other script: lib/head-script.ts says what it does and why. */}
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
