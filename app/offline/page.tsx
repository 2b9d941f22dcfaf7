import type { Metadata } from 'next';
import { OfflinePage } from '@/components/offline/OfflinePage';
import { offlinePage } from '@/content/offline';

// What the service worker shows for a page neither the network nor the device has
// (docs/decisions/0060). Not a page anyone should land on from a search: noindex, and not in the sitemap.
export const metadata: Metadata = { title: offlinePage.metaTitle, robots: { index: false, follow: false } };

export default OfflinePage;
