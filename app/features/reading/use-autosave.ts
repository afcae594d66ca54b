/**
 * The report's autosave (decision 032): about a second after the last change, the form as it stands is posted to
 * the draft route with `fetch` (not a Remix fetcher: a lost connection must be a status on the page, while a
 * fetcher's network failure would replace the page with its error boundary). One save at a time; changes made
 * while one runs are saved right after. A failure keeps the text on the page and says what to do: offline or a
 * server failure retries (when the browser is back online, and every 10 seconds); a refusal does not.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { formatDateTime } from '~/lib/format';
import type { DraftSaveAnswer } from './labels';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string; retrying: boolean };

export const AUTOSAVE_DELAY_MS = 1000;
export const RETRY_DELAY_MS = 10_000;

export const AUTOSAVE_MESSAGES = {
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  savedAt: (time: string) => `Draft saved at ${time}`,
  invalid: 'Not saved yet: correct the field marked below, then the draft is saved again.',
  offline:
    'You are offline, so the draft could not be saved. Your text stays on this page and is saved as soon as the connection is back; keep this page open.',
  unreachable:
    'The draft could not be saved: the server did not answer. Your text stays on this page; trying again in a few seconds.',
  failedRetrying: (message: string) =>
    `The draft could not be saved (${message}). Your text stays on this page; trying again in a few seconds.`,
  refused: (message: string) =>
    `The draft could not be saved: ${message} Copy your text before you leave this page.`,
  sessionEnded:
    'Your session has ended, so the draft could not be saved. Copy your text, then log in again in a new tab.',
} as const;

/** The form's fields as one string, to tell whether anything changed since the last save. */
export function snapshotOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params.toString();
}

/** When the draft was saved, the product's one way (contracts/time-format.ts): '11/23/2026 10:04 AM EST'
 * in `timeZone`, the reader's, as the status said it before the first save of the visit. */
export function savedTime(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone);
}

export interface AutosaveOptions {
  formRef: RefObject<HTMLFormElement | null>;
  url: string;
  /** No saving (the report is being signed out). */
  paused: boolean;
  /** The draft's own check in the browser: false when a field is wrong (it shows its message itself). */
  validate: (formData: FormData) => boolean;
  /** The server refused fields: show their messages. */
  onFieldErrors?: (fieldErrors: Record<string, string[]>) => void;
}

export function useAutosave({ formRef, url, paused, validate, onFieldErrors }: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const saved = useRef<string | null>(null);
  const running = useRef(false);
  /** The save under way, for `flush` to wait for. */
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A failed save waits for a retry (offline, a server failure); a refusal does not. */
  const waitingToRetry = useRef(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const options = useRef({ validate, onFieldErrors });
  options.current = { validate, onFieldErrors };

  // What the page was loaded with counts as saved.
  useEffect(() => {
    if (formRef.current && saved.current === null) saved.current = snapshotOf(formRef.current);
  }, [formRef]);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const save = useCallback((): Promise<void> => {
    // One under way already: this asks for another after it (saveOnce), which does not replace it here.
    if (running.current) return saveOnce();
    const run = saveOnce();
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
    // saveOnce is this render's, and reads only refs and the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formRef, url]);

  async function saveOnce(): Promise<void> {
    const form = formRef.current;
    if (!form || pausedRef.current) return;
    clearTimer();
    waitingToRetry.current = false;
    if (running.current) {
      again.current = true;
      return;
    }
    const snapshot = snapshotOf(form);
    if (snapshot === saved.current) {
      setDirty(false);
      return;
    }
    const formData = new FormData(form);
    if (!options.current.validate(formData)) {
      setStatus({ kind: 'invalid', message: AUTOSAVE_MESSAGES.invalid });
      return;
    }
    running.current = true;
    setStatus({ kind: 'saving' });
    let retry = false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams(snapshot),
        headers: { Accept: 'application/json' },
      });
      const isJson = response.headers.get('Content-Type')?.includes('application/json');
      if (!isJson) {
        setStatus({ kind: 'error', message: AUTOSAVE_MESSAGES.sessionEnded, retrying: false });
        return;
      }
      const body = (await response.json()) as DraftSaveAnswer;
      if (body.ok) {
        saved.current = snapshot;
        setStatus({ kind: 'saved', at: body.savedAt });
        setDirty(snapshotOf(form) !== snapshot);
        return;
      }
      if (body.fieldErrors && Object.keys(body.fieldErrors).length)
        options.current.onFieldErrors?.(body.fieldErrors);
      retry = body.retry;
      setStatus({
        kind: 'error',
        message: body.retry
          ? AUTOSAVE_MESSAGES.failedRetrying(body.message)
          : AUTOSAVE_MESSAGES.refused(body.message),
        retrying: body.retry,
      });
    } catch {
      retry = true;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setStatus({
        kind: 'error',
        message: offline ? AUTOSAVE_MESSAGES.offline : AUTOSAVE_MESSAGES.unreachable,
        retrying: true,
      });
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void save();
      } else if (retry) {
        waitingToRetry.current = true;
        timer.current = setTimeout(() => void save(), RETRY_DELAY_MS);
      }
    }
  }

  /** After every change: the form is dirty, and saved a second after the last change. */
  const onChange = useCallback(() => {
    const form = formRef.current;
    if (!form || pausedRef.current) return;
    const changed = snapshotOf(form) !== saved.current;
    setDirty(changed);
    if (!changed) return;
    setStatus((current) =>
      current.kind === 'error' || current.kind === 'saving' ? current : { kind: 'pending' },
    );
    clearTimer();
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [formRef, save]);

  // Back online: save what is waiting at once.
  useEffect(() => {
    const onOnline = () => {
      if (waitingToRetry.current) void save();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [save]);

  useEffect(() => {
    if (paused) clearTimer();
  }, [paused]);

  useEffect(() => clearTimer, []);

  /** Saves what is not saved yet, now; true once the form as it stands is saved (the page may be left). */
  const flush = useCallback(async (): Promise<boolean> => {
    await save();
    // A save already under way (the one typed a second ago): its end, and the save it starts for later changes.
    while (inFlight.current) await inFlight.current;
    const form = formRef.current;
    return !form || snapshotOf(form) === saved.current;
  }, [formRef, save]);

  return { status, dirty, onChange, saveNow: save, flush };
}
