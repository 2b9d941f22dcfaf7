import { homePage } from '@/content/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CdnImage } from '@/components/ui/CdnImage';
import styles from './HomeHero.module.css';

/**
 * Full-screen opening of the home page. The photo is the LCP image, so it loads eagerly at high
 * priority; the heading is plain server HTML and never animated. The hero colour sits under the
 * photo, so the text stays readable while it loads or if the image CDN is unreachable; the scrim
 * and the shade over it keep it readable on any photo (HomeHero.module.css).
 */
export function HomeHero() {
  const { hero } = homePage;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <CdnImage className={styles.image} src={hero.image.src} alt={hero.image.alt} sizes="100vw" priority />
      <div className={styles.scrim} />
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <div className={styles.actions}>
          <ButtonLink href={hero.primary.href} size="lg">
            {hero.primary.label}
          </ButtonLink>
          <ButtonLink href={hero.secondary.href} size="lg" variant="outlineLight">
            {hero.secondary.label}
            <span className="visually-hidden"> {hero.secondary.context}</span>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
