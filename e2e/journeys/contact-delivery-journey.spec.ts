import { clientTuning } from '../../content/client-tuning';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import { deliveredBodies, withReceiver } from '../contact-endpoint/receiver';
import { contactPage, enquiryLine } from '../site-data';
import { contactForm, enquiry, expectFieldsHold, expectSentToast, homeToEnquiry, sendAsPerson, visit } from '../visitor/steps';
import { by, expect, test } from '../visitor/test';

/**
 * The reader's journey of reader-journeys.spec.ts as an agency deploys the site, in every engine:
 * the form posts to a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). Runs in
 * the contact-endpoint projects (Chromium, Firefox, WebKit), against the many-posts export
 * (.exports/blog-many), whose post with the agency's own photos is the only one about a harbour.
 */
const post = { ...PHOTO_POST, path: `/blog/${PHOTO_POST.slug}/` };

test('home → Blog → searches "harbour" → a result → "Plan a trip like this" → the enquiry reaches the service @journey @desktop-only', async ({
  visitor,
}) => {
  // The receiver holds its answer, so the test sees the form while it sends.
  await withReceiver('hold', async (receiver) => {
    const journey = visit(visitor);
    // The fixture build drops the photo post's topic (scripts/test/build-blog-fixtures.ts).
    await homeToEnquiry(visitor, journey, 'harbour', post, { topics: false });

    await sendAsPerson(visitor, clientTuning.contact.minFillMs);
    await expect
      .poll(() => visitor.enabled(by.button(contactPage.form.sending, contactForm)), { message: 'the button while sending' })
      .toBe(false);
    await expect.poll(() => receiver.received.length, { message: 'the enquiry reached the receiver' }).toBe(1);
    receiver.release();
    await expectSentToast(visitor);
    await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
    await journey.clean('sending the form');

    expect(deliveredBodies(receiver, new URL(visitor.url('/')).origin)).toStrictEqual([
      { ...enquiry, message: `${enquiryLine(post.title)}\nTwo adults, late August.` },
    ]);
  });
});
