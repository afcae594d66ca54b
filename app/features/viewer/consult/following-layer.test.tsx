/**
 * A leader whose steps the backend refuses for the consult's bound (decision 098) is told so over the slide, in
 * the backend's words, rather than leading on while nobody follows.
 */
import { render, screen } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSULT_TEXT, startConsult } from '../../../../contracts/consult';
import { createPaneModel, type PaneModel } from '../model/pane-model';
import { FollowingLayer } from './following-layer';
import { useConsult } from './use-consult';
import { useConsultReplay } from './use-replay';

// The live stream's provider (not mounted here) imports the toaster, whose stylesheet URL the tests do not serve.
vi.mock('~/components/ui/sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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

afterEach(() => vi.unstubAllGlobals());

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
