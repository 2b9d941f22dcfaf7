import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { blog } from '@/content/blog';
import { planTripHref, planTripWhatsappHref } from '@/lib/post-enquiry';
import styles from './PlanTrip.module.css';

type PlanTripProps = { post: { slug: string; title: string } };

/**
 * The call to act at the end of a post: the contact form, starting with a line naming the post
 * (plain link, so it works without JavaScript), or WhatsApp with the title in the message.
 */
export function PlanTrip({ post }: PlanTripProps) {
  const copy = blog.planTrip;
  return (
    <section className={styles.box} aria-labelledby="plan-trip-title">
      <h2 id="plan-trip-title" className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <div className={styles.actions}>
        <ButtonLink href={planTripHref(post)} variant="secondary">
          <Icon name="flight" size={18} />
          {copy.contactLabel}
        </ButtonLink>
        <ButtonLink href={planTripWhatsappHref(post)} variant="outline">
          <Icon name="whatsapp" size={18} />
          {copy.whatsappLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
