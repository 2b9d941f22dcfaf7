import { useEffect, useEffectEvent, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { DRAFT_KEY, browserStorage } from '@/lib/contact-storage';
import {
  contactFormReducer,
  enquiryStartedAt,
  initialContactFormState,
  type ContactFormEvent,
  type ContactFormState,
} from '@/lib/contact-form-state';
import { firstInputAt, forgetFirstInput } from '@/lib/early-actions';
import type { EnquiryCopy, EnquiryTarget } from '@/lib/enquiry-links';
import { hasPrefill } from '@/lib/prefill-params';
import { useEarlyAction } from '@/components/ui/use-early-action';

// Toasts only matter after a submit, so react-hot-toast loads when the visitor first focuses the
// form (or submits), never with the page. The module is cached: every call shares one load.
const loadToasts = () => import('./ContactToaster');
// The same for drafts, delivery, spam checks and the failure message.
const loadRuntime = () => import('./contact-form-runtime');
// And for a trip's fields (departure, travellers), only when the form is about a trip.
const loadTripRuntime = () => import('./trip-fields-runtime');

export type ContactFormRuntime = Awaited<ReturnType<typeof loadRuntime>>;
type TripRuntime = Awaited<ReturnType<typeof loadTripRuntime>>;
type ToastCopy = { title: string; text: string };

/** The trip the form is about: its fields' component and data, and a draft's choices to put back. */
export type ShownTrip = {
  /** Each showing its own: a restored draft's trip mounts its fields anew with the draft's choices. */
  key: number;
  slug: string;
  data: NonNullable<Awaited<ReturnType<TripRuntime['loadTripFields']>>>;
  initial: Parameters<TripRuntime['TripFields']>[0]['initial'];
  Fields: TripRuntime['TripFields'];
};

type ContactFormOptions = {
  /** The toast after a delivered message, and the alert when the form's code could not load. */
  copy: { success: ToastCopy; unavailable: string };
  /** What the WhatsApp and e-mail links carry when delivery fails, and where they go. */
  enquiry: { copy: EnquiryCopy; target: EnquiryTarget };
  /** The parameters that name what the visitor enquires about (lib/collections.ts's `enquiryParams`). */
  prefillParams: readonly string[];
};

/**
 * The state (lib/contact-form-state.ts) in a ref as well as in React's state: a send is accepted or
 * ignored at once, so a second click or Enter before React re-renders cannot send twice, and code
 * that resumes after an await reads the state as it is then.
 */
function useContactFormState() {
  const [state, setState] = useState(initialContactFormState);
  const latest = useRef<ContactFormState>(state);
  /** Applies the event; false when the state did not take it. */
  function dispatch(event: ContactFormEvent): boolean {
    const next = contactFormReducer(latest.current, event);
    if (next === latest.current) return false;
    latest.current = next;
    setState(next);
    return true;
  }
  return { state, latest, dispatch };
}

/**
 * What the contact form does, for ContactFormShell to render: keeps a draft on the device while the
 * visitor types, sends through contact-form-runtime (loaded lazily), then shows a toast, or on
 * failure the message in the page. The fields are uncontrolled: cleared after a delivered message,
 * left exactly as typed when delivery fails.
 */
export function useContactForm({ copy, enquiry, prefillParams }: ContactFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, latest, dispatch } = useContactFormState();
  const [runtime, setRuntime] = useState<ContactFormRuntime | null>(null);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const runtimeRequested = useRef(false);
  /**
   * The outbox id of the enquiry the form holds: queued offline by this page, or restored as unsent.
   * Every send of it uses this id, so it goes once however many attempts, taps and tabs there are.
   */
  const pendingId = useRef<string | null>(null);
  const [trip, setTrip] = useState<ShownTrip | null>(null);
  /** The latest request to show a trip wins: a restored draft's trip over the address's. */
  const tripRequest = useRef(0);

  /** Shows the trip's fields (lib/contact-trip.ts), with a restored draft's choices; a trip that cannot be had shows none. */
  function showTrip(slug: string, initial: ShownTrip['initial']) {
    const request = ++tripRequest.current;
    loadTripRuntime()
      .then(async ({ TripFields, loadTripFields }) => {
        const data = await loadTripFields(slug);
        if (data && request === tripRequest.current) setTrip({ key: request, slug, data, initial, Fields: TripFields });
      })
      .catch(() => undefined);
  }

  /** When the visitor began this enquiry, for the minimum fill time that marks fast submissions. */
  const startedAt = (form: HTMLFormElement) => enquiryStartedAt(firstInputAt(form), latest.current.draftStartedAt, Date.now());

  // Mounts the toaster once its code is in; a failed load is retried on submit, which falls back
  // to an alert if it fails again.
  function prepareToaster() {
    loadToasts().then(
      ({ ContactToaster }) => setToaster((current: ComponentType | null) => current ?? ContactToaster),
      () => undefined,
    );
  }

  // Drafts, delivery, spam checks and the failure message: loaded once, when the visitor first turns
  // to the form (focus), submits, or has a draft to restore, never with the page.
  function loadFormRuntime({ restoreDraft }: { restoreDraft: boolean }) {
    if (runtimeRequested.current) return;
    runtimeRequested.current = true;
    loadRuntime().then(
      (loaded) => {
        const form = formRef.current;
        if (!form) return;
        const draft = restoreDraft ? loaded.restoreDraft(form) : null;
        if (draft) {
          pendingId.current = draft.unsentId;
          dispatch({ type: 'draftRestored', startedAt: draft.startedAt, unsent: draft.unsentId !== null });
          // The draft keeps the trip it was about, whatever the address says now.
          if (draft.trip) showTrip(draft.trip.slug, draft.trip);
        }
        // Text typed before the page was interactive is kept as a draft too.
        if (firstInputAt(form) !== null) loaded.rememberDraft(form, startedAt(form));
        setRuntime(loaded);
      },
      () => {
        runtimeRequested.current = false;
      },
    );
  }

  function prepareForm() {
    prepareToaster();
    loadFormRuntime({ restoreDraft: false });
  }

  /**
   * Sends what the form says now. A send by the visitor (`auto` false) shows 'Sending...' and any
   * outcome; the page's own attempt while the enquiry waits offline (`auto`) changes what the
   * visitor sees only when the enquiry went or was refused, never while the network is still away.
   */
  async function sendForm(form: HTMLFormElement, { auto = false } = {}) {
    if (!auto && !dispatch({ type: 'send' })) return;
    prepareForm();
    let outcome: Awaited<ReturnType<ContactFormRuntime['send']>> | null = null;
    try {
      outcome = await (await loadRuntime()).send(form, startedAt(form), enquiry, { pendingId: pendingId.current, auto });
    } catch (error) {
      console.warn(error);
    }
    if (!outcome) {
      if (auto) return;
      // The code that sends could not even load: say so plainly; the fields are untouched.
      dispatch({ type: 'unavailable' });
      window.alert(copy.unavailable);
      return;
    }
    if (!outcome.delivered) {
      if (outcome.queued) {
        pendingId.current = outcome.id;
        if (!auto) dispatch({ type: 'queued', links: outcome.links });
        return;
      }
      pendingId.current = null;
      dispatch({ type: 'failed', reason: outcome.reason, links: outcome.links });
      return;
    }
    pendingId.current = null;
    // Already shown by the attempt that delivered it (a tap and an automatic attempt crossed).
    if (!dispatch({ type: 'delivered' })) return;
    forgetFirstInput(form);
    try {
      const { showToast } = await loadToasts();
      showToast('success', copy.success);
    } catch {
      // The visitor must learn what happened even if the notification code could not load.
      window.alert(`${copy.success.title} ${copy.success.text}`);
    }
  }

  // Once, at hydration: what the page held before React listened.
  const onHydrated = useEffectEvent((form: HTMLFormElement) => {
    // A draft waiting on this device is restored at once, and text typed before the page was
    // interactive is saved as one; otherwise nothing loads until the visitor turns to the form.
    if (browserStorage()?.getItem(DRAFT_KEY) || firstInputAt(form) !== null) loadFormRuntime({ restoreDraft: true });
    // A focus that came before React was listening (on a slow phone, seconds before) still prepares the form.
    if (form.contains(document.activeElement)) prepareForm();
  });

  // Arriving from a post's "Plan a trip like this" (?about=<slug>) or a trip's "Enquire about this
  // trip" (?trip=<slug>): start the message with the lines naming it (only into an empty message,
  // so a restored draft wins), and for a trip show its fields. The code loads only then, so the
  // page's startup JS stays the same.
  const showAddressTrip = useEffectEvent(() => {
    loadTripRuntime()
      .then(({ tripOfAddress }) => {
        const slug = tripOfAddress();
        if (slug && tripRequest.current === 0) showTrip(slug, null);
      })
      .catch(() => undefined);
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form || !hasPrefill(window.location.search, prefillParams)) return;
    const abort = new AbortController();
    import('@/lib/contact-prefill')
      .then(({ prefillEnquiry }) => prefillEnquiry(form, window.location.search, prefillParams, abort.signal))
      .catch(() => undefined);
    if (new URLSearchParams(window.location.search).has('trip')) showAddressTrip();
    return () => abort.abort();
    // The page's parameters come from the server once: the same list on every render.
  }, [prefillParams]);

  useEffect(() => {
    if (formRef.current) onHydrated(formRef.current);
  }, []);

  // A Send pressed before hydration was held by the early-actions script: the form takes it and sends it, once.
  useEarlyAction(formRef, () => dispatch({ type: 'held' }));
  const sendHeld = useEffectEvent((form: HTMLFormElement) => void sendForm(form));
  useEffect(() => {
    if (state.phase === 'held' && formRef.current) sendHeld(formRef.current);
  }, [state.phase]);

  // Offline, the enquiry waits on the device: the page tries again by itself, without a tap, until
  // it went or the service refused it (either ends the queued phase, which stops the retries). A
  // form the visitor has since emptied or made invalid is left alone until they send it themselves.
  const sendQueued = useEffectEvent(async () => {
    const form = formRef.current;
    if (form && latest.current.phase === 'queued' && form.checkValidity()) await sendForm(form, { auto: true });
  });
  const queued = state.phase === 'queued' && runtime !== null;
  useEffect(() => {
    if (queued && runtime) return runtime.retryUntilSent(sendQueued);
  }, [queued, runtime]);

  const returnFocus = state.phase === 'sent' && state.returnFocus;
  useEffect(() => {
    if (returnFocus) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [returnFocus]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    loadRuntime().then(
      (loaded) => {
        loaded.rememberDraft(form, startedAt(form));
        // The ways on after a failure carry what the form says now, corrections included.
        if (latest.current.failure) dispatch({ type: 'edited', links: loaded.linksFor(form, enquiry) });
      },
      () => undefined,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendForm(event.currentTarget);
  }

  return {
    formRef,
    state,
    /** The trip the form is about, once its fields are in; null on the contact page without one. */
    trip,
    /** The lazily loaded code: the spam trap and the failure message render from it once it is in. */
    runtime,
    Toaster,
    onSubmit,
    onInput,
    /** Loads the form's code when the visitor first turns to it; nothing left to do once it is in. */
    onFocus: runtime && Toaster ? undefined : prepareForm,
    retry: () => formRef.current?.requestSubmit(),
  };
}
