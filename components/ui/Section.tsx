import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

type SectionProps = ComponentPropsWithoutRef<'section'> & {
  /** Background: the page colour, the warm alternate, or the brand green (light text). */
  tone?: 'plain' | 'tinted' | 'brand';
};

/** A full-width band of the page with the site's vertical rhythm and a centred container. */
export function Section({ tone = 'plain', className, children, ...rest }: SectionProps) {
  return (
    <section className={clsx(styles.section, styles[tone], className)} {...rest}>
      <Container>{children}</Container>
    </section>
  );
}
