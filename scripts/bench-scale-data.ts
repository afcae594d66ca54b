/**
 * The data of `npm run bench:scale`: the mock's seeded database file, its cases repeated N× with new
 * ids, and an audit trail of a stated size. Pure helpers (copySerial, the copy templates, the audit records) and
 * one streamed writer; no side effects on import.
 *
 * A copy k (1 … N−1) of a case changes every id of the seed that ends in a number by k × COPY_STRIDE, keeping its
 * width: case-0013 → case-10013, CUG-2026-0004 → CUG-2026-10004, task-0075 → task-10075, TSK-000075 →
 * TSK-010075. Wherever such an id appears inside a repeated record (a specimen's `case-0013-S1`, an escalation's
 * `case-0013|Overdue|…`, a task's `case`, a QA sample's `taskId`), the same copy's id replaces it, so a copy is
 * the same case with the same tasks, billing rows, attachments, QA samples, links and escalations, under new ids.
 * The records of the other collections are kept as they are.
 */
import { rmSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import {
  auditEntryOf,
  dedupeKeyOf,
  type AnsweredOperation,
  type AuditActor,
} from '../mock-server/audit/rules';
import { SEED_NOW } from '../mock-server/store/seed-generate';
import { SqliteFile, readCollections } from '../mock-server/store/sqlite-file';
import { putTrailRow } from '../mock-server/audit/trail-table';

/** Copy k of a seed id adds k × this to its number; every seed id's number must be below it. */
export const COPY_STRIDE = 10_000;

/** Collections whose records about a case are repeated with it (all others are written as the seed has them). */
export const REPEATED = [
  'cases',
  'tasks',
  'billingRecords',
  'qaSamples',
  'attachments',
  'caseLinks',
  'escalations',
] as const;

/** Fields of a repeated record that hold its own id (or a number shown for it). */
const OWN_ID_FIELDS = ['caseID', 'caseRecordId', 'id', 'taskNumber', 'invoiceNumber', 'storageKey'];
const SERIAL = /^[A-Za-z][A-Za-z0-9-]*-(\d+)$/;

/** `prefix-0017` as copy `copy`: its number plus copy × stride, at least as wide as before. Copy 0 is the seed's. */
export function copySerial(token: string, copy: number, stride = COPY_STRIDE): string {
  if (copy === 0) return token;
  const match = /^(.*?)(\d+)$/.exec(token);
  if (!match) throw new Error(`${token} does not end in a number`);
  const digits = match[2]!;
  const number = Number(digits);
  if (number >= stride) throw new Error(`${token}: its number is not below the copy stride ${stride}`);
  return `${match[1]}${String(number + copy * stride).padStart(digits.length, '0')}`;
}

/** A pattern matching any of `tokens` as a whole word (not inside a longer run of letters and digits). */
export function tokenPattern(tokens: Iterable<string>): RegExp {
  const sorted = [...new Set(tokens)].sort((a, b) => b.length - a.length);
  if (!sorted.length) return /(?!)/g;
  const escaped = sorted.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![A-Za-z0-9])(${escaped.join('|')})(?![A-Za-z0-9])`, 'g');
}

/** A record's JSON split at its tokens: literal, token, literal, …, literal. */
export type CopyTemplate = readonly string[];

export const templateOf = (json: string, pattern: RegExp): CopyTemplate => json.split(pattern);

/** The JSON of copy `copy` of a template's record. */
export function fillTemplate(template: CopyTemplate, copy: number): string {
  if (copy === 0 || template.length === 1) return template.join('');
  let out = '';
  for (let i = 0; i < template.length; i++) out += i % 2 ? copySerial(template[i]!, copy) : template[i]!;
  return out;
}

type Json = Record<string, unknown>;
export interface DataFile {
  /** The file's `meta` (data version, schemas, collections), copied to a scaled file. */
  meta: Record<string, string>;
  collections: Record<string, Json[]>;
}

/** The database a mock saved, as plain records per collection (the audit trail's under `auditEvents`). */
export function readDataFile(file: string): Promise<DataFile> {
  const collections = readCollections(file);
  if (!collections) throw new Error(`${file} holds no mock database.`);
  const reader = new DatabaseSync(file, { readOnly: true });
  const rows = reader.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
  reader.close();
  return Promise.resolve({ meta: Object.fromEntries(rows.map((row) => [row.key, row.value])), collections });
}

/** Which records are repeated, as templates, and the seed's cases (for the audit records). */
export interface CopyPlan {
  templates: Map<string, CopyTemplate[]>;
  seedCases: Array<{ caseID: string; caseRecordId: string }>;
}

/** The templates of every record about a case (it names a seed case's id) of the repeated collections. */
export function planCopies(collections: DataFile['collections']): CopyPlan {
  const cases = (collections.cases ?? []) as Array<{ caseID: string; caseRecordId: string }>;
  const caseIds = new Set(cases.map((c) => c.caseID));
  const byCase = tokenPattern(caseIds);
  const related = new Map<string, Json[]>();
  const tokens: string[] = [];
  for (const name of REPEATED) {
    const records = (collections[name] ?? []).filter((record) =>
      templateOf(JSON.stringify(record), byCase).some((part, i) => i % 2 === 1 && caseIds.has(part)),
    );
    related.set(name, records);
    for (const record of records) {
      for (const field of OWN_ID_FIELDS) {
        const value = record[field];
        if (typeof value === 'string' && SERIAL.test(value)) tokens.push(value);
      }
    }
  }
  // Every id a copy changes must stay unique: the seed's numbers are below the stride.
  for (const token of tokens) copySerial(token, 1);
  const pattern = tokenPattern(tokens);
  const templates = new Map<string, CopyTemplate[]>();
  for (const [name, records] of related)
    templates.set(
      name,
      records.map((record) => templateOf(JSON.stringify(record), pattern)),
    );
  return { templates, seedCases: cases.map(({ caseID, caseRecordId }) => ({ caseID, caseRecordId })) };
}

/** The n-th case of a scaled database (seed cases first, then copy 1, copy 2, …). */
export function scaledCase(plan: CopyPlan, index: number) {
  const seed = plan.seedCases[index % plan.seedCases.length]!;
  const copy = Math.floor(index / plan.seedCases.length);
  return { caseID: copySerial(seed.caseID, copy), caseRecordId: copySerial(seed.caseRecordId, copy) };
}

/** What the generated audit trail cycles through, per case: ten operations, as the recorder would see them. */
const AUDIT_CYCLE: ReadonlyArray<{
  operationId: AnsweredOperation['operationId'];
  status: number;
  report?: true;
}> = [
  { operationId: 'getCase', status: 200 },
  { operationId: 'listSlideAnnotations', status: 200 },
  { operationId: 'updateCaseClinicalInfo', status: 200 },
  { operationId: 'login', status: 200 },
  { operationId: 'getCase', status: 200, report: true },
  { operationId: 'sendOutCase', status: 200 },
  { operationId: 'pickUpCase', status: 200 },
  { operationId: 'getCase', status: 403 },
  { operationId: 'saveReportDraft', status: 200 },
  { operationId: 'signOutCase', status: 200 },
];

/** The audit records' time span: a year, ending at `end`. */
const AUDIT_SPAN_MS = 365 * 24 * 3600 * 1000;

/**
 * The `seq`-th audit record (1-based) of a trail of `total` records over `caseCount` cases, made by the rule the
 * recorder uses (mock-server/audit/rules.ts): round r of the trail gives every case the r-th operation of the
 * cycle, by a user taken in turn, at evenly spaced times over the year before `end`.
 */
export function auditRecord(
  plan: CopyPlan,
  {
    seq,
    total,
    caseCount,
    actors,
    end,
  }: { seq: number; total: number; caseCount: number; actors: AuditActor[]; end: number },
) {
  const j = seq - 1;
  const item = scaledCase(plan, j % caseCount);
  const step = AUDIT_CYCLE[Math.floor(j / caseCount) % AUDIT_CYCLE.length]!;
  const actor = actors[j % actors.length]!;
  const isLogin = step.operationId === 'login';
  const entry = auditEntryOf({
    operationId: step.operationId,
    params: isLogin ? {} : { caseId: item.caseID, imageId: 'blob-demo-01' },
    query: {},
    status: step.status,
    actor,
    attemptedEmail: isLogin ? actor.email : null,
    at: new Date(end - AUDIT_SPAN_MS + Math.floor((AUDIT_SPAN_MS * j) / Math.max(1, total))).toISOString(),
    clientAddress: `10.0.${(j >> 8) & 255}.${j & 255}`,
    facts: { withReport: step.report === true, caseRecordId: isLogin ? null : item.caseRecordId },
  })!;
  const sessionKey = `bench-session-${String(j % 100_000).padStart(6, '0')}`;
  return {
    ...entry,
    id: `aud-${String(seq).padStart(8, '0')}`,
    seq,
    sessionKey,
    dedupeKey: dedupeKeyOf(entry, sessionKey),
  };
}

/** Unread notices for `userId` about a seed case (the bench marks them read one by one). */
export function benchNotices(userId: string, count: number, about: { caseID: string; caseRecordId: string }) {
  return Array.from({ length: count }, (_, i) => ({
    id: `ntf-bench-${String(i + 1).padStart(4, '0')}`,
    kind: 'CaseAvailable',
    title: `Case ${about.caseRecordId} is available`,
    message: `Case ${about.caseRecordId} was sent out and you may pick it up.`,
    caseId: about.caseID,
    caseRecordId: about.caseRecordId,
    createdAt: new Date(Date.UTC(2026, 10, 14, 12, 0, i)).toISOString(),
    readAt: null,
    userId,
  }));
}

export interface ScaleOptions {
  /** The seeded database file the mock wrote. */
  seedFile: string;
  /** The database file to write (a SQLite file as the mock writes it, its audit trail in its table). */
  outFile: string;
  /** How many times the seed's cases are there (1: the seed's own). */
  factor: number;
  /** Audit records per case (their total: this × the cases). */
  auditPerCase: number;
  /** Unread notices added for one user (the notification-read write marks them). */
  notices?: { userId: string; count: number };
  /** Repeated collections written once, as seeded (`escalations`: the copies' late cases were never escalated). */
  once?: readonly string[];
}

export interface ScaledData {
  cases: number;
  auditRecords: number;
  dbBytes: number;
}

/** Writes a scaled copy of the seed's database and its audit trail, in one transaction; what it holds. */
export async function writeScaledData(options: ScaleOptions): Promise<ScaledData> {
  const seed = await readDataFile(options.seedFile);
  const plan = planCopies(seed.collections);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.outFile}${suffix}`, { force: true });
  // A file as the mock writes it (mock-server/store/sqlite-file.ts), each record under a key of its own.
  const names = Object.keys(seed.collections).filter((name) => name !== 'auditEvents');
  const out = new SqliteFile(options.outFile, names);
  const cases = plan.seedCases.length * options.factor;
  const auditRecords = cases * options.auditPerCase;
  try {
    out.transaction(() => {
      for (const [key, value] of Object.entries(seed.meta)) out.setMeta(key, value);
      let total = 0;
      for (const name of names) {
        const records = seed.collections[name]!;
        const { insert } = out.statements(name);
        const add = (json: string) => insert.run(`${name}-${(total += 1)}`, json);
        for (const record of records) add(JSON.stringify(record));
        const templates = options.once?.includes(name) ? [] : (plan.templates.get(name) ?? []);
        for (let copy = 1; copy < options.factor; copy++)
          for (const template of templates) add(fillTemplate(template, copy));
        if (name === 'notifications' && options.notices) {
          const about = plan.seedCases[0]!;
          for (const notice of benchNotices(options.notices.userId, options.notices.count, about))
            add(JSON.stringify(notice));
        }
      }
      const users = (seed.collections['users'] ?? []) as Array<{
        id: string;
        firstName: string;
        lastName: string;
        email: string;
        role: AuditActor['role'];
      }>;
      const actors = users.map((u) => ({
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`,
        email: u.email,
        role: u.role,
      }));
      // The trail's rows as the mock writes them (its table, with the columns its filters look up).
      for (let seq = 1; seq <= auditRecords; seq++) {
        const record = auditRecord(plan, {
          seq,
          total: auditRecords,
          caseCount: cases,
          actors,
          end: SEED_NOW,
        });
        putTrailRow(out, record);
      }
    });
    out.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    out.close();
  }
  return { cases, auditRecords, dbBytes: statSync(options.outFile).size };
}
