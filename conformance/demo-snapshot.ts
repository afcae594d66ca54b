/**
 * What a run must leave as it found it, read over HTTP as the demo accounts (the bench of runs in a row,
 * scripts/bench-conformance-runs.ts, decision 141): every case's status (none cancelled or signed out), the demo
 * facilities' interfaces (their FHIR credential, HL7 endpoint and FHIR push) and how many deliveries each
 * facility has. A pure comparison names what changed.
 */
import { DEFAULT_ACCOUNTS, DEMO_PASSWORD } from './config';

type Json = Record<string, unknown>;

async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`could not log in as ${email}: ${response.status}`);
  return body.data.token;
}

async function read(baseUrl: string, token: string, path: string): Promise<Json> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: Json }).data;
}

/** Every page of a list (`items`, `totalPages`), 100 a page. */
async function all(baseUrl: string, token: string, path: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const data = await read(baseUrl, token, `${path}?page=${page}&pageSize=100`);
    items.push(...((data.items as Json[] | undefined) ?? []));
    if (page >= Number(data.totalPages ?? 1)) return items;
  }
}

/** The demo data, by key (`case <id>`, `interfaces <email>`, `deliveries <facility>`). */
export async function demoSnapshot(baseUrl: string): Promise<Map<string, string>> {
  const base = baseUrl.replace(/\/$/, '');
  const snapshot = new Map<string, string>();
  const admin = await logIn(base, DEFAULT_ACCOUNTS.Admin!);
  for (const c of await all(base, admin, '/api/cases'))
    snapshot.set(`case ${String(c.caseID)}`, String(c.status));
  const deliveries = new Map<string, number>();
  for (const d of await all(base, admin, '/api/deliveries')) {
    const facility = String((d.facility as Json | undefined)?.id);
    deliveries.set(facility, (deliveries.get(facility) ?? 0) + 1);
  }
  for (const [facility, count] of deliveries) snapshot.set(`deliveries ${facility}`, String(count));
  for (const role of ['MedicalFacility', 'Facility_NP']) {
    const email = DEFAULT_ACCOUNTS[role]!;
    const interfaces = await read(base, await logIn(base, email), '/api/me/facility-account/interfaces');
    snapshot.set(`interfaces ${email}`, JSON.stringify(interfaces));
  }
  return snapshot;
}

/** What `before` held that `after` holds otherwise (records the runs made, absent from `before`, are not compared). */
export function demoChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before]
    .filter(([key, value]) => after.get(key) !== value)
    .map(([key, value]) => `${key}: ${value} → ${after.get(key) ?? 'gone'}`);
}
