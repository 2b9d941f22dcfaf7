import { aboutPage } from '@/content/about';
import { CdnImage } from '@/components/ui/CdnImage';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './OurStory.module.css';

export function OurStory() {
  const { story } = aboutPage;
  return (
    <Section tone="tinted" aria-labelledby="story-title">
      <div className={styles.grid}>
        <div className={styles.copy}>
          <SectionHeading id="story-title" title={story.title} align="start" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={styles.photo}>
          <CdnImage
            src={story.image.src}
            alt={story.image.alt}
            sizes="(min-width: 1200px) 528px, (min-width: 960px) 45vw, calc(100vw - 3rem)"
            className={styles.image}
            />
        </div>
      </div>
    </Section>
  );
}
