import { clientTuning } from '../../content/client-tuning';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import { expect, test as receiverTest } from '../contact-endpoint/receiver';
import { contactForm } from '../contact-form';
import { enquiry, enquiryLine, expectSent, homeToEnquiry, journeyFixture, type Journey } from './journey';

/**
 * The reader's journey of reader-journeys.spec.ts as an agency deploys the site: the form posts to
 * a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). Runs in the
 * contact-endpoint project, against the many-posts export (.exports/blog-many), whose post with
 * the agency's own photos is the only one about a harbour.
 */
const post = PHOTO_POST;
const test = receiverTest.extend<{ journey: Journey }>(journeyFixture);
test.use({ receiverMode: 'hold' });

test('home → Blog → searches "harbour" → a result → "Plan a trip like this" → the enquiry reaches the service @journey @desktop-only', async ({
  page,
  journey,
  receiver,
}) => {
  // The form's minimum fill time is counted on this clock, which runs at normal speed until told otherwise.
  await page.clock.install();
  // The fixture build drops the photo post's topic (scripts/test/build-blog-fixtures.ts).
  await homeToEnquiry(page, journey, 'harbour', post, { topics: false });
  const form = contactForm(page);

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
