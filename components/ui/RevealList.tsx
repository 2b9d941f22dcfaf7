import { site } from '@/content/site';
import { RevealListClient, type RevealListClientProps } from './RevealListClient';

type RevealListProps = Omit<RevealListClientProps, 'stagger'>;

/**
 * A list (<ul>) whose RevealItem cards fade in one after another, site.cardStaggerSeconds apart,
 * when it scrolls into view. Every card is visible in the server HTML, without JavaScript and
 * with reduced motion; see RevealListClient.
 */
export function RevealList(props: RevealListProps) {
  return <RevealListClient {...props} stagger={site.cardStaggerSeconds} />;
}
