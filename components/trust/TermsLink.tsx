import { AppLink } from '@/components/ui/AppLink';
import { termsPage } from '@/content/terms';

type TermsLinkProps = { className?: string };

/** The way to the booking and cancellation terms, beside a price and in the trip enquiry. */
export function TermsLink({ className }: TermsLinkProps) {
  return (
    <p className={className}>
      <AppLink href={termsPage.path}>{termsPage.linkLabel}</AppLink>
    </p>
  );
}
