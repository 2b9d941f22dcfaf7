import { shellCopy } from '@/content/shell';
import { site } from '@/content/site';
import { whatsappHref } from '@/lib/links';
import { Icon } from '@/components/ui/Icon';
import styles from './WhatsAppButton.module.css';

const TOOLTIP_ID = 'whatsapp-tooltip';

/** Floating chat shortcut. The tooltip is pure CSS so it works on hover and keyboard focus. */
export function WhatsAppButton() {
  return (
    <a
      className={styles.button}
      href={whatsappHref(site.whatsapp.number, site.whatsapp.message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={shellCopy.whatsappLabel}
      aria-describedby={TOOLTIP_ID}
    >
      <Icon name="whatsapp" size={30} />
      <span id={TOOLTIP_ID} role="tooltip" className={styles.tooltip}>
        {site.whatsapp.tooltip}
      </span>
    </a>
  );
}
