/**
 * The live consult through the app server (decision 086, like the viewer's annotations of decision 029): the
 * browser asks `/viewer/consult`, this calls the API with the session's token. Nothing of a consult is kept
 * here: every instance of the app answers any request (the consult lives in the backend).
 *
 * GET  ?caseId=…                        → { me, consults, refused? }
 * GET  ?caseId=…&candidates=1           → { candidates }
 * GET  ?caseId=…&consultId=…&after=N    → { page }
 * POST { intent, caseId, consultId?, userId?, steps?, live? } → { consult } | { result } | { told }
 */
import { z } from 'zod';
import { ApiError, isAdminRole, isProviderRole, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { jsonAnswer, readBoundedJson, relayFailure } from '~/lib/json-relay.server';
import { requireUserWhile } from '~/auth.server';
import type { SessionUser } from '~/session.server';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const MAX_BODY_BYTES = 1_000_000;
/** The operations a person's own step in a consult calls, each without a body. */
const CONSULT_STEPS = {
  join: '/api/cases/{caseId}/consults/{consultId}/join',
  leave: '/api/cases/{caseId}/consults/{consultId}/leave',
  'request-lead': '/api/cases/{caseId}/consults/{consultId}/lead-request',
} as const;

const querySchema = z.object({
  caseId: id,
  consultId: id.optional(),
  after: z.coerce.number().int().min(0).max(2147483647).optional(),
  candidates: z.literal('1').optional(),
});

/**
 * Both answers run beside the session's token check, not after it (`requireUserWhile`, decision 089): the list
 * is polled during a consult and every step of its leader passes here, on the way to the followers.
 */
export async function loadConsults(request: Request): Promise<Response> {
  return (await requireUserWhile(request, (user) => consultsFor(request, user))).result;
}

export async function actOnConsult(request: Request): Promise<Response> {
  return (await requireUserWhile(request, (user) => act(request, user))).result;
}

async function consultsFor(request: Request, user: SessionUser): Promise<Response> {
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return jsonAnswer({ error: 'A valid case id is required.' }, 400);
  const { caseId, consultId, after, candidates } = query.data;
  // Consults are for providers and admins: anyone else's viewer shows no Consult control and asks nothing.
  if (!isProviderRole(user.role) && !isAdminRole(user.role)) return jsonAnswer({ me: null, consults: [] });
  const client = api(user.token);
  const signal = request.signal;
  try {
    if (consultId) {
      const { data } = await unwrap(
        client.GET('/api/cases/{caseId}/consults/{consultId}/events', {
          params: { path: { caseId, consultId }, query: { after: after ?? 0 } },
          signal,
        }),
      );
      return jsonAnswer({ page: data });
    }
    if (candidates) {
      const { data } = await unwrap(
        client.GET('/api/cases/{caseId}/consult-candidates', { params: { path: { caseId } }, signal }),
      );
      return jsonAnswer({ candidates: data });
    }
    const [me, list] = await Promise.all([
      unwrap(client.GET('/api/Users/current', { signal })),
      unwrap(client.GET('/api/cases/{caseId}/consults', { params: { path: { caseId } }, signal })).catch(
        (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
      ),
    ]);
    if (list instanceof ApiError) {
      // Refused the case's consults (a blinded QA review of it, decision 097): the control says why.
      if (list.status === 403 && list.serverMessage) {
        return jsonAnswer({ me: me.data.id, consults: [], refused: list.serverMessage });
      }
      throw list;
    }
    return jsonAnswer({ me: me.data.id, consults: list.data });
  } catch (error) {
    return relayFailure(request, user, error);
  }
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start'), caseId: id }),
  z.object({ intent: z.literal('invite'), caseId: id, consultId: id, userId: id }),
  z.object({ intent: z.literal('join'), caseId: id, consultId: id }),
  z.object({ intent: z.literal('leave'), caseId: id, consultId: id }),
  z.object({ intent: z.literal('request-lead'), caseId: id, consultId: id }),
  z.object({ intent: z.literal('hand-over'), caseId: id, consultId: id, userId: id }),
  z.object({ intent: z.literal('view'), caseId: id, consultId: id, live: schemas.zConsultLiveView }),
  z.object({
    intent: z.literal('append'),
    caseId: id,
    consultId: id,
    steps: schemas.zConsultAppendRequest.shape.steps,
  }),
]);

async function act(request: Request, user: SessionUser): Promise<Response> {
  const read = await readBoundedJson(request, MAX_BODY_BYTES, 'Too many changes at once.');
  if (read instanceof Response) return read;
  const parsed = actionSchema.safeParse(read.body);
  if (!parsed.success) return jsonAnswer({ error: 'This consult request is not valid.' }, 400);
  const input = parsed.data;
  const client = api(user.token);
  const signal = request.signal;
  try {
    if (input.intent === 'start') {
      const { data } = await unwrap(
        client.POST('/api/cases/{caseId}/consults', { params: { path: { caseId: input.caseId } }, signal }),
      );
      return jsonAnswer({ consult: data });
    }
    const path = { caseId: input.caseId, consultId: input.consultId };
    switch (input.intent) {
      case 'append': {
        const { data } = await unwrap(
          client.POST('/api/cases/{caseId}/consults/{consultId}/events', {
            params: { path },
            body: { steps: input.steps },
            signal,
          }),
        );
        return jsonAnswer({ result: data });
      }
      case 'view': {
        const { data } = await unwrap(
          client.POST('/api/cases/{caseId}/consults/{consultId}/live-view', {
            params: { path },
            body: input.live,
            signal,
          }),
        );
        return jsonAnswer({ told: data.told });
      }
      case 'invite': {
        const { data } = await unwrap(
          client.POST('/api/cases/{caseId}/consults/{consultId}/invitations', {
            params: { path },
            body: { userId: input.userId },
            signal,
          }),
        );
        return jsonAnswer({ consult: data });
      }
      case 'hand-over': {
        const { data } = await unwrap(
          client.POST('/api/cases/{caseId}/consults/{consultId}/leader', {
            params: { path },
            body: { userId: input.userId },
            signal,
          }),
        );
        return jsonAnswer({ consult: data });
      }
      case 'join':
      case 'leave':
      case 'request-lead': {
        const { data } = await unwrap(client.POST(CONSULT_STEPS[input.intent], { params: { path }, signal }));
        return jsonAnswer({ consult: data });
      }
    }
  } catch (error) {
    return relayFailure(request, user, error);
  }
}
