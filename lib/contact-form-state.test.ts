import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  enquiryStartedAt,
  initialContactFormState,
  isBusy,
  type ContactFailure,
  type ContactFormEvent,
  type ContactFormState,
} from './contact-form-state';
import type { EnquiryLinks } from './enquiry-links';

const links: EnquiryLinks = { whatsapp: 'https://wa.me/2348000000000?text=Hello', email: 'mailto:a@b.example', trimmed: false };
const corrected: EnquiryLinks = { ...links, whatsapp: 'https://wa.me/2348000000000?text=Hello%20again' };
const failure: ContactFailure = { reason: 'rejected', links, attempt: 1, queued: false };
const offline: ContactFailure = { reason: 'network', links, attempt: 1, queued: true };
const noDraft = { draftRestored: false, draftUnsent: false, draftStartedAt: null };

/** One state of each phase, the way the form reaches it. */
const idle = initialContactFormState;
const held: ContactFormState = { ...noDraft, phase: 'held', failure: null };
const sending: ContactFormState = { ...noDraft, phase: 'sending', failure: null };
const failed: ContactFormState = { ...noDraft, phase: 'failed', failure };
const retrying: ContactFormState = { ...noDraft, phase: 'sending', failure };
const sent: ContactFormState = { ...noDraft, phase: 'sent', failure: null, returnFocus: false };
const queued: ContactFormState = { ...noDraft, phase: 'queued', failure: offline };
const sendingQueued: ContactFormState = { ...noDraft, phase: 'sending', failure: offline };

const returned: ContactFormState = { ...sent, returnFocus: true };
const send = { type: 'send' } as const;
const delivered = { type: 'delivered' } as const;
const unavailable = { type: 'unavailable' } as const;
const rejected = { type: 'failed', reason: 'rejected', links } as const;
const offlineEvent = { type: 'queued', links } as const;

const run = (state: ContactFormState, ...events: ContactFormEvent[]) => events.reduce(contactFormReducer, state);

describe('the contact form state', () => {
  it('starts idle, with nothing restored and nothing to show, and is busy only while held or sending', () => {
    expect(idle).toEqual({ phase: 'idle', failure: null, draftRestored: false, draftUnsent: false, draftStartedAt: null });
    const states = { idle, held, sending, retrying, failed, queued, sent };
    const busy = Object.entries(states).filter(([, state]) => isBusy(state));
    expect(busy.map(([name]) => name)).toEqual(['held', 'sending', 'retrying']);
  });

  const edited = { type: 'edited', links: corrected } as const;
  const restoredUnsent = { type: 'draftRestored', startedAt: 1_000, unsent: true } as const;
  it.each<[string, ContactFormState, ContactFormEvent[], ContactFormState]>([
    ['held where the form starts when it hydrates holding a Send', idle, [{ type: 'held' }], held],
    ['send from idle starts sending', idle, [send], sending],
    ['send from held (the Send pressed before hydration) starts sending', held, [send], sending],
    ['send from sent (the next enquiry) starts sending', sent, [send], sending],
    ['send from failed (Try again, or Send Message again) starts sending with the message still shown', failed, [send], retrying],
    ['send from queued (Send now) starts sending with the offline message still shown', queued, [send], sendingQueued],
    ['held, then sends once: a Send pressed meanwhile is the same send', idle, [{ type: 'held' }, send, send], sending],
    ['delivered ends sending as sent, the restored draft forgotten', idle, [restoredUnsent, send, delivered], sent],
    ['failed ends sending with the reason and the links for what the form says', sending, [rejected], failed],
    ['queued ends sending: the enquiry waits, the message says it goes by itself', sending, [offlineEvent], queued],
    ['queued goes by itself: delivered straight from queued, focus back to Send Message', queued, [delivered], returned],
    ['delivered after a retry clears the failure and returns focus to Send Message', retrying, [delivered], returned],
    [
      'a service that refuses the automatic attempt turns queued into the usual failure',
      queued,
      [rejected],
      { ...noDraft, phase: 'failed', failure: { ...failure, attempt: 2 } },
    ],
    [
      'failed counts failures in a row, so each shows its message anew',
      retrying,
      [{ type: 'failed', reason: 'timeout', links: corrected }],
      { ...noDraft, phase: 'failed', failure: { reason: 'timeout', links: corrected, attempt: 2, queued: false } },
    ],
    [
      'queued counts in a row with other failures, so a Send now that finds no network shows the message anew',
      queued,
      [send, offlineEvent],
      { ...queued, failure: { ...offline, attempt: 2 } },
    ],
    ['failures count from one again after a delivered message', retrying, [delivered, send, rejected], failed],
    ['unavailable (the code that sends could not load) goes back to idle from a first send', sending, [unavailable], idle],
    ['unavailable goes back to the failure it was retrying, as it was', retrying, [unavailable], failed],
    ['unavailable on a Send now goes back to queued, as it was', sendingQueued, [unavailable], queued],
    ['an edit while failed moves the links', failed, [edited], { ...failed, failure: { ...failure, links: corrected } }],
    ['an edit while retrying moves the links', retrying, [edited], { ...retrying, failure: { ...failure, links: corrected } }],
    ['an edit while queued moves the links', queued, [edited], { ...queued, failure: { ...offline, links: corrected } }],
  ])('%s', (_, state, events, expected) => {
    expect(run(state, ...events)).toEqual(expected);
  });

  // A double click or Enter while sending sends once; the rest come only while sending, held only once.
  it.each<[string, ContactFormEvent, ContactFormState[]]>([
    ['send while sending', send, [sending, retrying]],
    ['held but on a first hydration', { type: 'held' }, [held, sending, failed, retrying, sent]],
    ['queued unless sending', offlineEvent, [idle, held, failed, queued, sent]],
    ['delivered unless sending', delivered, [idle, held, failed, sent]],
    ['failed unless sending', rejected, [idle, held, failed, sent]],
    ['unavailable unless sending', unavailable, [idle, held, failed, sent]],
    ['edited when no failure is shown', edited, [idle, held, sending, sent]],
  ])('ignores %s', (_, event, states) => {
    for (const state of states) expect(run(state, event)).toBe(state);
  });

  it('keeps a restored draft and its start through send and failure, which count for the fill time', () => {
    const restored = run(idle, { type: 'draftRestored', startedAt: 1_000, unsent: false }, send);
    expect(restored).toMatchObject({ phase: 'sending', draftRestored: true, draftStartedAt: 1_000 });
    expect(run(restored, rejected)).toMatchObject({ phase: 'failed', draftRestored: true, draftStartedAt: 1_000 });
  });

  describe('draftRestored', () => {
    it.each([idle, held, sending, failed, sent])('announces the draft and keeps when it was begun, in phase $phase', (state) => {
      expect(run(state, { type: 'draftRestored', startedAt: 1_000, unsent: false })).toEqual({
        ...state,
        draftRestored: true,
        draftUnsent: false,
        draftStartedAt: 1_000,
      });
    });

    it('says when the draft is a message that was never sent, until it is', () => {
      const unsent = run(idle, restoredUnsent);
      expect(unsent).toMatchObject({ draftRestored: true, draftUnsent: true });
      expect(run(unsent, send, offlineEvent)).toMatchObject({ draftUnsent: true });
      expect(run(unsent, send, delivered)).toMatchObject({ draftRestored: false, draftUnsent: false });
    });
  });
});

describe('enquiryStartedAt', () => {
  it.each([
    ['the first input, recorded before hydration too', 5_000, null, 5_000],
    ['a restored draft begun earlier, so finishing it is not taken as fast', 5_000, 1_000, 1_000],
    ['a restored draft when nothing was typed since', null, 1_000, 1_000],
    ['the first input when the draft was begun later', 5_000, 7_000, 5_000],
    ['now when nothing was typed (a form filled by a script), so it is marked fast', null, null, 9_000],
  ])('counts from %s', (_, firstInput, draftStarted, expected) => {
    expect(enquiryStartedAt(firstInput, draftStarted, 9_000)).toBe(expected);
  });
});
