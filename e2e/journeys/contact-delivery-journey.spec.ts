import { clientTuning } from '../../content/client-tuning';
import { expect, test } from '../contact-endpoint/receiver';
import {
  contactForm,
  enquiry,
  enquiryLine,
  expectSent,
  fillEnquiry,
  formFields,
  headings,
  navLink,
  posts,
  searchFor,
  searchResults,
  turnToForm,
  visit,
} from './journey';

/**
 * The reader's journey of reader-journeys.spec.ts as an agency deploys the site: the form posts to
 * a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). Runs against the
 * contact-endpoint export (.exports/contact-endpoint, scripts/test/build-contact-endpoint.ts), in
 * the setup of playwright.contact-endpoint.config.ts, not in the main suite.
 */
test.use({ receiverMode: 'hold' });

test('home → Blog → searches "visa" → a result → "Plan a trip like this" → the enquiry reaches the service @journey @desktop-only', async ({
  page,
  observed,
  receiver,
}) => {
  // The form's minimum fill time is counted on this clock, which runs at normal speed until told otherwise.
  await page.clock.install();
  const journey = visit(page, observed);
  await journey.start('/', { path: '/', heading: headings.Home });

  await navLink(page, 'Blog').click();
  await journey.at({ path: '/blog/', heading: headings.Blog });
  await searchFor(page, 'visa', posts.schengen.title);
  await journey.clean('the search on /blog/');

  await searchResults(page).getByRole('link', { name: posts.schengen.title, exact: true }).click();
  await journey.at({ path: `/blog/${posts.schengen.slug}/`, heading: posts.schengen.title });

  await page.getByRole('region', { name: 'Ready to plan yours?' }).getByRole('link', { name: 'Plan a trip like this' }).click();
  await journey.at({ path: `/contact/?about=${posts.schengen.slug}`, heading: headings.Contact });
  const form = contactForm(page);
  await expect(formFields(form).message).toHaveValue(`${enquiryLine(posts.schengen.title)}\n`);
  await turnToForm(page);
  await fillEnquiry(page);

  // A person takes longer than the minimum fill time, so the enquiry is not marked as fast.
  await page.clock.fastForward(clientTuning.contact.minFillMs);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.mouse.move(0, 0);
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect.poll(() => receiver.received.length).toBe(1);
  receiver.release();
  await expectSent(page);
  await journey.clean('sending the form');

  const [delivered] = receiver.received;
  expect(delivered).toMatchObject({ method: 'POST', path: '/enquiries', contentType: 'application/json' });
  expect(delivered!.origin).toBe(new URL(page.url()).origin);
  expect(JSON.parse(delivered!.text)).toStrictEqual({
    ...enquiry,
    message: `${enquiryLine(posts.schengen.title)}\n${enquiry.message}`,
  });
});
