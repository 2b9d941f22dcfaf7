import { aboutPage } from '@/content/about';
import { CdnImage } from '@/components/ui/CdnImage';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import styles from './MissionVision.module.css';

/** Our Mission and Our Vision side by side with a photo of the team. */
export function MissionVision() {
  const { mission, vision, teamImage } = aboutPage;
  return (
    <div className={styles.band}>
      <Container className={styles.grid}>
        <div className={styles.photo}>
          <CdnImage
            src={teamImage.src}
            alt={teamImage.alt}
            sizes="(min-width: 1200px) 528px, (min-width: 960px) 45vw, calc(100vw - 3rem)"
            className={styles.image}
            priority
          />
        </div>
        <div className={styles.statements}>
          <section className={styles.statement} aria-labelledby="mission-title">
            <span className={styles.icon}>
              <Icon name="flag" size={26} />
            </span>
            <h2 id="mission-title" className={styles.title}>
              {mission.title}
            </h2>
            <p className={styles.text}>{mission.text}</p>
          </section>
          <section className={styles.statement} aria-labelledby="vision-title">
            <span className={styles.icon}>
              <Icon name="eye" size={26} />
            </span>
            <h2 id="vision-title" className={styles.title}>
              {vision.title}
            </h2>
            <p className={styles.text}>{vision.text}</p>
          </section>
        </div>
      </Container>
    </div>
  );
}
