/**
 * A leader whose steps the backend refuses for the consult's bound (decision 098) is told so over the slide, in
 * the backend's words, rather than leading on while nobody follows.
 */
import { act, render, screen } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { away, CONSULT_TEXT, startConsult, type Consult } from '../../../../contracts/consult';
import { createPaneModel, type PaneModel } from '../model/pane-model';
import { FollowingLayer } from './following-layer';
import { CONSULT_UI } from './text';
import { CONSULT_POLL_MS, useConsult } from './use-consult';
import type { useConsultLive } from './use-consult-live';
import { useConsultReplay } from './use-replay';

// The live stream's provider (not mounted here) imports the toaster, whose stylesheet URL the tests do not serve.
vi.mock('~/components/ui/sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The person's live stream, as the viewer hears it: the test delivers its consult news.
const live = vi.hoisted(() => ({ heard: null as Parameters<typeof useConsultLive>[0] | null }));
vi.mock('./use-consult-live', () => ({
  useConsultLive: (options: Parameters<typeof useConsultLive>[0]) => void (live.heard = options),
}));

const ME = 'usr-provider';
const CONSULT = startConsult({
  consultId: 'cns-full',
  caseId: 'case-0013',
  caseRecordId: 'CUG-2026-0004',
  starter: { userId: ME, name: 'Maya Okafor' },
  at: '2026-11-26T03:00:00.000Z',
});

function Viewer({ scope, pane }: { scope: Scope; pane: PaneModel }) {
  const consult = useConsult({ scope, pane, caseId: 'case-0013', joinOnOpen: null, ready: true });
  const replay = useConsultReplay({ scope, pane, stepsAfter: consult.stepsAfter });
  return <FollowingLayer consult={consult} replay={replay} />;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the leader of a full consult', () => {
  it("is told the backend's sentence over the slide once their steps are refused", async () => {
    const appended: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== 'POST') return json({ me: ME, consults: [{ ...CONSULT, lastSeq: 20_000 }] });
        appended.push(JSON.parse(String(init.body)));
        return json({ error: CONSULT_TEXT.stepLimit }, 422);
      }),
    );
    render(<Viewer scope={fork()} pane={createPaneModel()} />);
    // Leading starts by sending the slide shown: refused, the leader hears why.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This consult has reached its limit of 20,000 viewer steps. Leave it and start a new one to go on.',
    );
    expect(appended).toMatchObject([{ intent: 'append', consultId: 'cns-full', steps: [{ seq: 20_001 }] }]);
  });
});

describe('a follower whose leader went away', () => {
  it('is told how the consult ended, though the case was refused to them before the news came', async () => {
    const follower = { userId: 'usr-invitee', name: 'Noor Haddad' };
    const started = startConsult({
      consultId: 'cns-full',
      caseId: 'case-0013',
      caseRecordId: 'CUG-2026-0004',
      starter: { userId: 'usr-lead', name: 'Maya Okafor' },
      at: CONSULT.startedAt,
    });
    const following: Consult = {
      ...started,
      participants: [...started.participants, { ...started.participants[0]!, ...follower }],
    };
    const ended = away(following, 'usr-lead', '2026-11-26T03:01:00.000Z', () => false);
    if (!ended.ok) throw new Error('the leader could not be found away');
    let refused = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (refused) return json({ error: 'You do not have access to this case.' }, 403);
        return String(url).includes('consultId=')
          ? json({ page: { consultId: 'cns-full', items: [], lastSeq: 0 } })
          : json({ me: follower.userId, consults: [following] });
      }),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<Viewer scope={fork()} pane={createPaneModel()} />);
    expect(await screen.findByTestId('consult-banner')).toHaveTextContent(
      CONSULT_UI.followingBanner('Maya Okafor'),
    );
    // The consult ends; the follower's poll is refused the case before the stream says how it ended.
    refused = true;
    await act(async () => vi.advanceTimersByTime(CONSULT_POLL_MS));
    expect(await screen.findByTestId('consult-banner')).toHaveTextContent(CONSULT_TEXT.removed);
    act(() => live.heard!.onChanged(ended.consult));
    expect(screen.getByTestId('consult-banner')).toHaveTextContent(CONSULT_TEXT.endedBecause.LeaderAway);
  });
});
