import { contactPage } from '@/content/contact';
import { contactHref } from '@/lib/links';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { IconBadge } from '@/components/ui/IconBadge';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import styles from './ContactInfo.module.css';

/** The Get in Touch column: phone, e-mail, office and hours, each as a card. */
export function ContactInfo() {
  const { info } = contactPage;
  return (
    <section className={styles.column} aria-labelledby="get-in-touch-title">
      <h2 id="get-in-touch-title" className={styles.heading}>
        {info.title}
      </h2>
      <p className={styles.intro}>{info.intro}</p>
      <RevealList className={styles.list} aria-labelledby="get-in-touch-title">
        {info.cards.map((card) => (
          <RevealItem key={card.title}>
            <article className={styles.card}>
              <IconBadge name={card.icon} size={22} className={styles.icon} />
              <div>
                <h3 className={styles.title}>{card.title}</h3>
                <p className={styles.value}>
                  {card.link ? (
                    <a href={contactHref(card.link, card.value)}>
                      {card.link === 'mailto' ? <EmailAddress email={card.value} /> : card.value}
                    </a>
                  ) : (
                    card.value
                  )}
                </p>
                <p className={styles.description}>{card.description}</p>
              </div>
            </article>
          </RevealItem>
        ))}
      </RevealList>
    </section>
  );
}
