import { clientTuning } from '../../content/client-tuning';
import { serviceContent } from '../../content/services';
import { shellCopy } from '../../content/shell';
import { visasCopy } from '../../content/visas';
import { entryEnquiryLines } from '../../lib/entry-enquiry';
import { getVisaGuideBySlug } from '../../lib/visas';
import { PHONE } from '../screens';
import { enquiry, expectSentToast, fields, fillForm, sendAsPerson } from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';
import { deliveredBodies, withReceiver } from './receiver';

/**
 * A visitor with a visa question, in every engine (the contact-endpoint projects: Chromium,
 * Firefox, WebKit) at 375 px: from the Visa Advisory card on /services/ to the guides, a guide,
 * "Ask about this visa", and the contact form naming the guide, sent to a real receiver on
 * 127.0.0.1 (./receiver.ts). Hostile values of ?visa= find no line as any parameter's do
 * (lib/contact-prefill.ts looks every parameter up alike): lib/contact-prefill.test.ts and
 * post-end.spec.ts "a crafted ?about= value".
 */
test.use({ viewport: PHONE });

const guide = getVisaGuideBySlug('united-kingdom')!;
const line = entryEnquiryLines(visasCopy.enquire, [guide])[guide.slug]!;
const visaAdvisory = serviceContent.find((service) => service.link)!;
const ask = by.region(visasCopy.enquire.title);
const { minFillMs } = clientTuning.contact;

const heading = (visitor: Visitor, name: string) =>
  expect.poll(() => visitor.heading(), { message: `the heading ${name}` }).toBe(name);

test('Visa Advisory → the guides → a guide → Ask about this visa: the form names the guide and the four fields arrive @engines', async ({
  visitor,
}) => {
  await withReceiver('accept', async (receiver) => {
    await visitor.open('/services/');
    await visitor.tap(by.link(visaAdvisory.link!.label));
    await heading(visitor, visasCopy.title);
    await visitor.tap(by.link(guide.title));
    await heading(visitor, guide.title);
    expect(await visitor.text(by.main())).toContain(visasCopy.documentsTitle);
    // The WhatsApp link names the guide in its prefilled text.
    const whatsapp = await visitor.attribute(by.link(`${visasCopy.enquire.whatsappLabel} ${shellCopy.newTabHint}`, ask), 'href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(guide.title);

    await visitor.tap(by.link(visasCopy.enquire.contactLabel, ask));
    await expect
      .poll(() => visitor.path(), { message: 'the contact page, carrying the guide' })
      .toBe(`/contact/?visa=${guide.slug}`);
    await expect.poll(() => visitor.value(fields.message), { message: 'the message names the guide' }).toBe(`${line}\n`);
    await fillForm(visitor, { ...enquiry, message: 'Two adults, March.' }, { append: true });
    await sendAsPerson(visitor, minFillMs);
    await expectSentToast(visitor);
    expect(deliveredBodies(receiver, new URL(visitor.url('/')).origin)).toStrictEqual([
      { ...enquiry, message: `${line}\nTwo adults, March.` },
    ]);
  });
});
