/**
 * no_secret_in_answer over a run: the secrets the run knows, learnt as it goes, and every answer to a documented
 * operation judged against them (./checks/secrets.ts). Known: the run's account passwords, each password sent in
 * a body field named like one (`password`, `newPassword`, `currentPassword`…), every bearer token and credential
 * the client holds (logins, fresh sessions, throwaway accounts, a facility's API credential, access tokens), and
 * each value an answer handed out by design (a login's `deviceToken`). The run's client observes every exchange
 * here, after the response checks (./run.ts).
 */
import { declaredResponse, type OpenApiDoc, type OperationInfo } from './openapi';
import { mediaTypeMatches, mediaTypeOf } from './checks/response';
import { exposureVerdict, handedOutValues, schemaNames, searchable, type Secret } from './checks/secrets';
import type { Results } from './results';
import type { Surface } from './outside-surfaces';
import type { Exchange, Verdict } from './types';

/** A verdict on a surface outside the contract, its `expected` saying which. */
export const onSurface = (name: string, verdict: Verdict): Verdict =>
  verdict && !verdict.pass ? { ...verdict, expected: `${name}: ${verdict.expected}` } : verdict;

const CHECK = 'no_secret_in_answer';
const PASSWORD_FIELD = /password|passphrase/i;
/** What a form sent to a token endpoint authenticates with (RFC 6749 client_secret, RFC 7523 client_assertion). */
const FORM_SECRET_FIELD = /password|passphrase|secret|assertion/i;

/** The secrets a body the run sent carries: its password fields (JSON, multipart), a form's secrets too. */
function sentSecrets(exchange: Exchange): [string, unknown][] {
  const body = exchange.request.body;
  const type = Object.entries(exchange.request.headers).find(
    ([n]) => n.toLowerCase() === 'content-type',
  )?.[1];
  if (body?.kind === 'untyped' && /x-www-form-urlencoded/i.test(type ?? ''))
    return [...new URLSearchParams(body.text)].filter(([name]) => FORM_SECRET_FIELD.test(name));
  const fields =
    body?.kind === 'json' && body.value && typeof body.value === 'object'
      ? Object.entries(body.value)
      : body?.kind === 'multipart'
        ? Object.entries(body.fields)
        : [];
  return fields.filter(([name]) => PASSWORD_FIELD.test(name));
}

interface Names {
  declared?: Set<string>;
  handedOut: Set<string>;
}

export class SecretLedger {
  private readonly learnt = new Map<string, string>();
  private readonly names = new Map<string, Names>();

  constructor(
    private readonly doc: OpenApiDoc,
    /** The client's bearer tokens by key, read when an answer is judged (logins add to them as the run goes). */
    private readonly tokens: () => Iterable<[string, string]>,
    passwords: readonly string[],
  ) {
    for (const password of passwords) this.learn(password, "a run account's password");
  }

  private learn(value: string, what: string) {
    if (searchable(value) && !this.learnt.has(value)) this.learnt.set(value, what);
  }

  /** The names an operation's answer of this status declares, and hands out (its 2xx schemas'). */
  private namesOf(operation: OperationInfo, status: number, type: string): Names {
    const key = `${operation.operationId} ${status} ${type}`;
    let names = this.names.get(key);
    if (!names) {
      const content = declaredResponse(operation, status)?.response.content ?? {};
      const media = Object.keys(content).find((declared) => mediaTypeMatches(type, declared));
      const ok = Object.entries(operation.responses).filter(([code]) => code.startsWith('2'));
      const handedOut = new Set(
        ok.flatMap(([, { response }]) =>
          Object.values(response.content ?? {}).flatMap((c) => [
            ...schemaNames(this.doc, c.schema).handedOut,
          ]),
        ),
      );
      // Only a success's names are judged: an error's `data` maps the request's fields (`password` among them) to
      // what is wrong with them. No schema for what came (an undeclared status or type): none judged either.
      const success = status >= 200 && status < 300;
      const declared = media && success ? schemaNames(this.doc, content[media]!.schema).declared : undefined;
      names = { declared, handedOut };
      this.names.set(key, names);
    }
    return names;
  }

  private known?: { key: string; secrets: Secret[] };

  /** What the run knows now; made again only when it has learnt something or its client holds another token. */
  private secrets(): Secret[] {
    const tokens = [...this.tokens()];
    const key = `${this.learnt.size} ${tokens.map(([name, token]) => `${name}=${token}`).join(' ')}`;
    if (this.known?.key === key) return this.known.secrets;
    const all = new Map(this.learnt);
    for (const [key, token] of tokens)
      if (searchable(token) && !all.has(token)) all.set(token, `a token the run was given (${key})`);
    this.known = { key, secrets: [...all].map(([value, what]) => ({ value, what })) };
    return this.known.secrets;
  }

  /**
   * Learns what the request sent; judges the answer (when the operation is selected); learns what it handed out.
   * A request to a surface outside the contract (../outside-surfaces.ts) is judged under the operation that
   * handed its URL out, by the surface's handed-out fields (no schema: undeclared names are not judged).
   */
  observe(
    results: Results,
    operation: OperationInfo | undefined,
    exchange: Exchange,
    surface?: Pick<Surface, 'name' | 'handedOut'>,
  ) {
    for (const [name, value] of sentSecrets(exchange))
      if (typeof value === 'string')
        this.learn(value, `a ${PASSWORD_FIELD.test(name) ? 'password' : 'secret'} the run sent (${name})`);
    const response = exchange.response;
    if (!operation || !response) return;
    const names = surface
      ? { handedOut: new Set(surface.handedOut) }
      : this.namesOf(operation, response.status, mediaTypeOf(response.headers['content-type']));
    if (results.operations.has(operation.operationId) && results.has(CHECK)) {
      const verdict = exposureVerdict(
        { headers: response.headers, text: response.text, json: response.json },
        { secrets: this.secrets(), handedOut: names.handedOut, declared: names.declared },
      );
      results.record(operation, CHECK, surface ? onSurface(surface.name, verdict) : verdict, exchange);
    }
    if (response.status >= 200 && response.status < 300)
      for (const { name, value } of handedOutValues(response.json, names.handedOut))
        this.learn(value, `a ${name} ${operation.operationId} handed out`);
  }
}
