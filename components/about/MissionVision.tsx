import clsx from 'clsx';
import { aboutPage } from '@/content/about';
import card from '@/components/ui/Card.module.css';
import { Container } from '@/components/ui/Container';
import { IconBadge } from '@/components/ui/IconBadge';
import { PhotoFrame } from '@/components/ui/PhotoFrame';
import columns from '@/components/ui/TwoColumns.module.css';
import styles from './MissionVision.module.css';

/** Our Mission and Our Vision side by side with a photo of the team. */
export function MissionVision() {
  const { mission, vision, teamImage } = aboutPage;
  const statements = [
    { id: 'mission-title', icon: 'flag', ...mission },
    { id: 'vision-title', icon: 'eye', ...vision },
  ] as const;
  return (
    <div className={styles.band}>
      <Container className={clsx(columns.columns, styles.grid)}>
        <PhotoFrame photo={teamImage} raised priority className={styles.photo} />
        <div className={styles.statements}>
          {statements.map((statement) => (
            <section key={statement.id} className={styles.statement} aria-labelledby={statement.id}>
              <IconBadge name={statement.icon} size={26} className={card.panelIcon} />
              <h2 id={statement.id} className={card.panelTitle}>
                {statement.title}
              </h2>
              <p className={styles.text}>{statement.text}</p>
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
