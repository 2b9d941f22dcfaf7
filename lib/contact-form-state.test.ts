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

const run = (state: ContactFormState, ...events: ContactFormEvent[]) => events.reduce(contactFormReducer, state);

describe('the contact form state', () => {
  it('starts idle, with nothing restored and nothing to show', () => {
    expect(idle).toEqual({ phase: 'idle', failure: null, draftRestored: false, draftUnsent: false, draftStartedAt: null });
    expect(isBusy(idle)).toBe(false);
  });

  describe('send', () => {
    it.each([
      ['idle', idle],
      ['held (the Send pressed before hydration)', held],
      ['sent (the next enquiry)', sent],
    ])('from %s starts sending', (_, state) => {
      const next = run(state, { type: 'send' });
      expect(next).toEqual(sending);
      expect(isBusy(next)).toBe(true);
    });

    it('from failed (Try again, or Send Message again) starts sending with the message still shown', () => {
      expect(run(failed, { type: 'send' })).toEqual(retrying);
    });

    it('is ignored while sending, so a double click or Enter sends once', () => {
      expect(run(sending, { type: 'send' })).toBe(sending);
      expect(run(retrying, { type: 'send' })).toBe(retrying);
    });

    it('keeps a restored draft and its start, which count for the fill time', () => {
      const restored = run(idle, { type: 'draftRestored', startedAt: 1_000, unsent: false }, { type: 'send' });
      expect(restored).toMatchObject({ phase: 'sending', draftRestored: true, draftStartedAt: 1_000 });
    });

    it('from queued (Send now) starts sending with the offline message still shown', () => {
      expect(run(queued, { type: 'send' })).toEqual(sendingQueued);
    });
  });

  describe('queued (offline)', () => {
    const offlineEvent = { type: 'queued', links } as const;

    it('ends sending as queued: the enquiry waits, the message says it goes by itself, nothing is busy', () => {
      expect(run(sending, offlineEvent)).toEqual(queued);
      expect(isBusy(queued)).toBe(false);
    });

    it('counts in a row with other failures, so a Send now that finds no network shows the message anew', () => {
      expect(run(queued, { type: 'send' }, offlineEvent).failure?.attempt).toBe(2);
    });

    it('goes by itself: delivered straight from queued (an automatic attempt), focus back to Send Message', () => {
      expect(run(queued, { type: 'delivered' })).toEqual({ ...sent, returnFocus: true });
    });

    it('a service that refuses the automatic attempt turns it into the usual failure', () => {
      const next = run(queued, { type: 'failed', reason: 'rejected', links });
      expect(next).toEqual({ ...noDraft, phase: 'failed', failure: { ...failure, attempt: 2 } });
    });

    it('a Send now whose code cannot load goes back to queued, as it was', () => {
      expect(run(sendingQueued, { type: 'unavailable' })).toEqual(queued);
    });

    it('means nothing unless sending', () => {
      for (const state of [idle, held, failed, queued, sent]) expect(run(state, offlineEvent)).toBe(state);
    });
  });

  describe('held', () => {
    it('is where the form starts when it hydrates holding a Send, shown busy', () => {
      expect(run(idle, { type: 'held' })).toEqual(held);
      expect(isBusy(held)).toBe(true);
    });

    it('is taken once: a second held Send, or one at any other time, changes nothing', () => {
      for (const state of [held, sending, failed, retrying, sent]) expect(run(state, { type: 'held' })).toBe(state);
    });

    it('then sends once: a Send pressed meanwhile is the same send', () => {
      expect(run(idle, { type: 'held' }, { type: 'send' }, { type: 'send' })).toEqual(sending);
    });
  });

  describe('delivered', () => {
    it('ends sending as sent, with the draft forgotten so the next enquiry counts from its own first input', () => {
      const restored = run(
        idle,
        { type: 'draftRestored', startedAt: 1_000, unsent: true },
        { type: 'send' },
        { type: 'delivered' },
      );
      expect(restored).toEqual(sent);
      expect(isBusy(restored)).toBe(false);
    });

    it('after a retry, clears the failure and returns focus to Send Message', () => {
      expect(run(retrying, { type: 'delivered' })).toEqual({ ...sent, returnFocus: true });
    });

    it('means nothing unless sending', () => {
      for (const state of [idle, held, failed, sent]) expect(run(state, { type: 'delivered' })).toBe(state);
    });
  });

  describe('failed', () => {
    const rejected = { type: 'failed', reason: 'rejected', links } as const;

    it('ends sending as failed, with the reason and the links for what the form says', () => {
      expect(run(sending, rejected)).toEqual(failed);
      expect(isBusy(failed)).toBe(false);
    });

    it('counts failures in a row, so each shows its message anew', () => {
      const again = run(retrying, { type: 'failed', reason: 'timeout', links: corrected });
      expect(again).toEqual({
        ...noDraft,
        phase: 'failed',
        failure: { reason: 'timeout', links: corrected, attempt: 2, queued: false },
      });
    });

    it('counts from one again after a delivered message', () => {
      expect(run(retrying, { type: 'delivered' }, { type: 'send' }, rejected).failure?.attempt).toBe(1);
    });

    it('keeps a restored draft announced: the text is still there', () => {
      const restored = run(idle, { type: 'draftRestored', startedAt: 1_000, unsent: false }, { type: 'send' }, rejected);
      expect(restored).toMatchObject({ phase: 'failed', draftRestored: true, draftStartedAt: 1_000 });
    });

    it('means nothing unless sending', () => {
      for (const state of [idle, held, failed, sent]) expect(run(state, rejected)).toBe(state);
    });
  });

  describe('unavailable (the code that sends could not load)', () => {
    it('goes back to idle from a first send', () => {
      expect(run(sending, { type: 'unavailable' })).toEqual(idle);
    });

    it('goes back to the failure it was retrying, as it was', () => {
      expect(run(retrying, { type: 'unavailable' })).toEqual(failed);
    });

    it('means nothing unless sending', () => {
      for (const state of [idle, held, failed, sent]) expect(run(state, { type: 'unavailable' })).toBe(state);
    });
  });

  describe('edited', () => {
    it('while a failure is shown, its links follow the correction', () => {
      expect(run(failed, { type: 'edited', links: corrected })).toEqual({ ...failed, failure: { ...failure, links: corrected } });
      expect(run(retrying, { type: 'edited', links: corrected }).failure?.links).toBe(corrected);
      expect(run(queued, { type: 'edited', links: corrected }).failure?.links).toBe(corrected);
    });

    it('changes nothing when no failure is shown', () => {
      for (const state of [idle, held, sending, sent]) expect(run(state, { type: 'edited', links: corrected })).toBe(state);
    });
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
      const unsent = run(idle, { type: 'draftRestored', startedAt: 1_000, unsent: true });
      expect(unsent).toMatchObject({ draftRestored: true, draftUnsent: true });
      expect(run(unsent, { type: 'send' }, { type: 'queued', links })).toMatchObject({ draftUnsent: true });
      expect(run(unsent, { type: 'send' }, { type: 'delivered' })).toMatchObject({ draftRestored: false, draftUnsent: false });
    });
  });
});

describe('enquiryStartedAt', () => {
  it('counts from the first input, recorded before hydration too', () => {
    expect(enquiryStartedAt(5_000, null, 9_000)).toBe(5_000);
  });

  it('counts from a restored draft when it was begun earlier, so finishing it is not taken as fast', () => {
    expect(enquiryStartedAt(5_000, 1_000, 9_000)).toBe(1_000);
    expect(enquiryStartedAt(null, 1_000, 9_000)).toBe(1_000);
    expect(enquiryStartedAt(5_000, 7_000, 9_000)).toBe(5_000);
  });

  it('counts from now when nothing was typed (a form filled by a script), so it is marked fast', () => {
    expect(enquiryStartedAt(null, null, 9_000)).toBe(9_000);
  });
});
