import { EnquiryBox } from '@/components/ui/EnquiryBox';
import { blog } from '@/content/blog';
import { planTripHref, planTripWhatsappHref } from '@/lib/post-enquiry';

type PlanTripProps = { post: { slug: string; title: string } };

/** The call to act at the end of a post: the contact form starting with a line naming the post, or WhatsApp with its title. */
export function PlanTrip({ post }: PlanTripProps) {
  const copy = blog.planTrip;
  return (
    <EnquiryBox
      id="plan-trip-title"
      title={copy.title}
      text={copy.text}
      contact={{ href: planTripHref(post), label: copy.contactLabel }}
      whatsapp={{ href: planTripWhatsappHref(post), label: copy.whatsappLabel }}
    />
  );
}
