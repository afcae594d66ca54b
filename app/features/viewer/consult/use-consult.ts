/**
 * The viewer's live consult (decision 086): which consults the case has, the one this person is present in, and
 * their part in it — leading (their pane's steps are sent: stream.ts) or following (the leader's steps are
 * applied to their pane). Changes arrive on the person's live stream (`consult.changed`, `consult.event`,
 * through useConsultLive); a slow poll of the backend covers a stream that is down, and a gap in the steps is
 * filled by asking for the steps after the last one applied.
 */
import type { Scope } from 'effector';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONSULT_TEXT, type Consult, type ConsultStep } from '../../../../contracts/consult';
import { useLiveShowing } from '~/features/live';
import type { PaneModel } from '../model';
import { createFollowerStream, createLeaderStream, type FollowerStream, type LeaderStream } from './stream';
import { ConsultRequestError, consultTransport, type ConsultIntent, type ConsultLiveView } from './transport';
import { useConsultLive } from './use-consult-live';

/** While in a consult, how often the consult and its steps are read again in case the stream missed them. */
export const CONSULT_POLL_MS = 5000;

export type ConsultRole = 'leader' | 'follower' | null;

export type LiveViewListener = (live: ConsultLiveView, byUserId: string) => void;

export interface ConsultState {
  loaded: boolean;
  /** This person's user id; null when they take no part in consults (not a provider or an admin). */
  me: string | null;
  consults: Consult[];
  /** The active consult this person is present in. */
  current: Consult | null;
  role: ConsultRole;
  error: string | null;
  busy: boolean;
  /** Why the consult this person was in ended, or took them out: said until dismissed. */
  notice: string | null;
  /** Why this person may not see the case's consults (a blinded QA review of it), instead of the controls. */
  refused: string | null;
  /**
   * Why the backend stopped taking this leader's steps while they still lead (the consult's log is full,
   * decision 098): the others no longer see what they do, so the viewer says it over the slide.
   */
  halted: string | null;
}

const presentIn = (consult: Consult, me: string | null) =>
  consult.state === 'Active' &&
  consult.participants.some((each) => each.userId === me && each.presence === 'Present');

/** What to tell a person whose consult went on without them or ended, other than by their own leaving. */
export function noticeOf(consult: Consult | undefined, me: string | null): string | null {
  if (!consult) return null;
  if (consult.participants.some((each) => each.userId === me && each.lostAccess)) return CONSULT_TEXT.removed;
  if (consult.state === 'Ended' && consult.endReason && consult.endReason !== 'AllLeft') {
    return CONSULT_TEXT.endedBecause[consult.endReason];
  }
  return null;
}

const upsert = (consults: Consult[], consult: Consult) =>
  consults.some((each) => each.consultId === consult.consultId)
    ? consults.map((each) => (each.consultId === consult.consultId ? consult : each))
    : [consult, ...consults];

export function useConsult(options: {
  scope: Scope;
  pane: PaneModel;
  caseId: string;
  /** The consult named in the page's address (an invitation's link): joined once the consults are read. */
  joinOnOpen: string | null;
  /** False until the screen has shown its first slide: the consults are read after it (decision 053). */
  ready: boolean;
}) {
  const { scope, pane, caseId, joinOnOpen, ready } = options;
  const transport = useMemo(() => consultTransport(caseId), [caseId]);
  const [me, setMe] = useState<string | null>(null);
  const [consults, setConsults] = useState<Consult[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The consult this person was in and is no longer (null once dismissed or back in one), and whether the
  // backend then refused them the case's consults: the notice is read from that consult as its news arrives.
  const [left, setLeft] = useState<{ consultId: string; refused: boolean } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [halted, setHalted] = useState<string | null>(null);
  const joinedOnOpen = useRef(false);
  // Leading or following: one stream at a time, made again only when the consult or the part changes.
  const leader = useRef<LeaderStream | null>(null);
  const follower = useRef<FollowerStream | null>(null);
  const appliedUpTo = useRef<{ consultId: string; seq: number } | null>(null);

  const current = consults.find((each) => presentIn(each, me)) ?? null;
  const role: ConsultRole = current ? (current.leaderId === me ? 'leader' : 'follower') : null;

  // The consult one was in is one no longer, not by leaving: say why (its end, or one's access lost).
  const wasIn = useRef<string | null>(null);
  const currentId = current?.consultId ?? null;
  // This page is the person's view of the consult: presence in it is judged on this page's stream (decision 147).
  useLiveShowing(currentId);
  useEffect(() => {
    const was = wasIn.current;
    wasIn.current = currentId;
    if (currentId) return setLeft(null);
    if (!was) return;
    const gone = consults.find((each) => each.consultId === was);
    // One's own leaving is no news; an end, a removal, or a refusal that came before the news is.
    const news = !gone || noticeOf(gone, me) !== null;
    setLeft((before) =>
      before?.consultId === was ? before : news ? { consultId: was, refused: false } : null,
    );
  }, [currentId, consults, me]);
  // Read from the consult's latest news, not once when it was left: a refusal of the case (its poll) may come
  // before the stream's word of how the consult ended, and the end's reason is what the person is told.
  const leftConsult = left ? consults.find((each) => each.consultId === left.consultId) : undefined;
  const notice = left ? (noticeOf(leftConsult, me) ?? (left.refused ? CONSULT_TEXT.removed : null)) : null;

  const refresh = useCallback(async () => {
    try {
      const answer = await transport.list();
      setMe(answer.me);
      setConsults(answer.consults);
      setRefused(answer.refused ?? null);
      const was = wasIn.current;
      if (answer.refused && was) setLeft({ consultId: was, refused: true });
      setLoaded(true);
    } catch (failure) {
      // The case is no longer readable (a missed stream's news): nothing of its consults is shown any more.
      const was = wasIn.current;
      if (failure instanceof ConsultRequestError && failure.status === 403 && was) {
        setConsults([]);
        setLeft({ consultId: was, refused: true });
      }
      setError(failure instanceof Error ? failure.message : String(failure));
      setLoaded(true);
    }
  }, [transport]);

  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void refresh();
  }, [ready, refresh]);

  const act = useCallback(
    async (intent: ConsultIntent, consultId?: string, userId?: string): Promise<string | null> => {
      setBusy(true);
      setError(null);
      try {
        // Leaving while leading: the last steps go first.
        if (intent === 'leave' || intent === 'hand-over') await leader.current?.drain();
        const consult = await transport.act(intent, consultId, userId);
        setConsults((list) => upsert(list, consult));
        return null;
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : String(failure);
        setError(message);
        return message;
      } finally {
        setBusy(false);
      }
    },
    [transport],
  );

  useEffect(() => {
    if (!loaded || joinedOnOpen.current || !joinOnOpen || !me) return;
    joinedOnOpen.current = true;
    const named = consults.find((each) => each.consultId === joinOnOpen);
    if (named?.state === 'Active' && !presentIn(named, me)) void act('join', joinOnOpen);
  }, [loaded, joinOnOpen, me, consults, act]);

  const consultId = current?.consultId ?? null;
  const lastSeqAtStart = current?.lastSeq ?? 0;
  useEffect(() => {
    if (!consultId || !role) return;
    const carried = appliedUpTo.current?.consultId === consultId ? appliedUpTo.current.seq : 0;
    if (role === 'leader') {
      const stream = createLeaderStream({
        scope,
        pane: pane,
        lastSeq: Math.max(lastSeqAtStart, carried),
        send: async (steps) => {
          const result = await transport.append(consultId, steps);
          appliedUpTo.current = { consultId, seq: result.lastSeq };
          return result;
        },
        onStopped: (message) => {
          setError(message);
          setHalted(message);
          void refresh();
        },
      });
      leader.current = stream;
      return () => {
        setHalted(null);
        appliedUpTo.current = { consultId, seq: stream.lastSeq() };
        void stream.flush();
        stream.stop();
        leader.current = null;
      };
    }
    const stream = createFollowerStream({
      scope,
      pane,
      lastSeq: carried,
      stepsAfter: (after) => transport.stepsAfter(consultId, after),
      onApplied: (steps) => {
        appliedUpTo.current = { consultId, seq: steps[steps.length - 1]!.seq };
      },
    });
    follower.current = stream;
    void stream.catchUp();
    return () => {
      stream.dispose();
      follower.current = null;
    };
    // lastSeqAtStart is read when the part starts, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consultId, role, scope, pane, transport]);

  // The leader's live view (decision 109): to whoever shows it over the slide (live-layer.tsx), outside React
  // state (twenty a second during a drag).
  const liveListeners = useRef(new Set<LiveViewListener>());
  const leaderId = current?.leaderId ?? null;
  useConsultLive({
    caseId,
    onChanged: (consult) => setConsults((list) => upsert(list, consult)),
    onStep: (id: string, step: ConsultStep) => {
      if (id === consultId) follower.current?.receive([step]);
    },
    onView: (id, byUserId, live) => {
      if (id !== consultId || role !== 'follower' || byUserId !== leaderId) return;
      for (const listener of liveListeners.current) listener(live, byUserId);
    },
  });
  const onLiveView = useCallback((listener: LiveViewListener) => {
    liveListeners.current.add(listener);
    return () => void liveListeners.current.delete(listener);
  }, []);
  const sendLiveView = useCallback(
    (live: ConsultLiveView) =>
      consultId && role === 'leader' ? transport.liveView(consultId, live) : Promise.resolve(0),
    [consultId, role, transport],
  );

  // The stream's safety net: while in a consult, read it (and a follower's steps) again now and then.
  useEffect(() => {
    if (!consultId) return;
    const timer = setInterval(() => {
      void refresh();
      void follower.current?.catchUp();
    }, CONSULT_POLL_MS);
    return () => clearInterval(timer);
  }, [consultId, refresh]);

  const state: ConsultState = { loaded, me, consults, current, role, error, busy, notice, refused, halted };
  return {
    ...state,
    dismissNotice: () => setLeft(null),
    refresh,
    start: () => act('start'),
    join: (id: string) => act('join', id),
    leave: () => (current ? act('leave', current.consultId) : Promise.resolve(null)),
    invite: (userId: string) => (current ? act('invite', current.consultId, userId) : Promise.resolve(null)),
    requestLead: () => (current ? act('request-lead', current.consultId) : Promise.resolve(null)),
    handOver: (userId: string) =>
      current ? act('hand-over', current.consultId, userId) : Promise.resolve(null),
    candidates: () => transport.candidates(),
    /** Follower: the leader's live view as it comes (returns the way to stop listening). */
    onLiveView,
    /** Leader: sends the view while it moves and the pointer (coalesced by the caller). */
    sendLiveView,
    stepsAfter: (id: string, after: number) => transport.stepsAfter(id, after),
  };
}

export type ConsultController = ReturnType<typeof useConsult>;
