// Loaded with import() by RevealList once a waiting list nears the viewport, so no animation code
// is fetched with the page. framer-motion's WAAPI-only animate (a few kB): opacity and transform
// run on the compositor, and each card's delay is its place in the list times the stagger.
import { animate } from 'framer-motion/dom/mini';

const EASE_LIFT = [0.22, 1, 0.36, 1] as const;

/** Fades (and, for lifted cards, raises) each card in, `staggerSeconds` after the one before. */
export function revealCards(cards: Element[], staggerSeconds: number): Promise<unknown> {
  return Promise.all(
    cards.map((card, index) => {
      const lift = card.hasAttribute('data-reveal-lift');
      return animate(card, lift ? { opacity: [0, 1], transform: ['translateY(24px)', 'none'] } : { opacity: [0, 1] }, {
        duration: 0.5,
        delay: index * staggerSeconds,
        ease: lift ? [...EASE_LIFT] : 'easeOut',
      });
    }),
  );
}
