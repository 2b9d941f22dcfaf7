import clsx from 'clsx';
import { aboutPage } from '@/content/about';
import { PhotoFrame } from '@/components/ui/PhotoFrame';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import columns from '@/components/ui/TwoColumns.module.css';
import styles from './OurStory.module.css';

export function OurStory() {
  const { story } = aboutPage;
  return (
    <Section tone="tinted" aria-labelledby="story-title">
      <div className={clsx(columns.columns, styles.grid)}>
        <div className={styles.copy}>
          <SectionHeading id="story-title" title={story.title} align="start" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <PhotoFrame photo={story.image} raised />
      </div>
    </Section>
  );
}
