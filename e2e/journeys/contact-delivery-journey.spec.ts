import { clientTuning } from '../../content/client-tuning';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
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
  searchFor,
  searchResults,
  turnToForm,
  visit,
} from './journey';

/**
 * The reader's journey of reader-journeys.spec.ts as an agency deploys the site: the form posts to
 * a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). Runs in the
 * contact-endpoint project, against the many-posts export (.exports/blog-many), whose post with
 * the agency's own photos is the only one about a harbour.
 */
const post = PHOTO_POST;
test.use({ receiverMode: 'hold' });

test('home → Blog → searches "harbour" → a result → "Plan a trip like this" → the enquiry reaches the service @journey @desktop-only', async ({
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
  await searchFor(page, 'harbour', post.title);
  await journey.clean('the search on /blog/');

  await searchResults(page).getByRole('link', { name: post.title, exact: true }).click();
  await journey.at({ path: `/blog/${post.slug}/`, heading: post.title });

  await page.getByRole('region', { name: 'Ready to plan yours?' }).getByRole('link', { name: 'Plan a trip like this' }).click();
  await journey.at({ path: `/contact/?about=${post.slug}`, heading: headings.Contact });
  const form = contactForm(page);
  await expect(formFields(form).message).toHaveValue(`${enquiryLine(post.title)}\n`);
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
    message: `${enquiryLine(post.title)}\n${enquiry.message}`,
  });
});
