/**
 * Orders as FHIR Tasks (decision 137), as a FHIR-first laboratory system's client sends and follows them over HTTP
 * (@medplum/core's MedplumClient): a transaction holding the Task, or a Task posted alone with its order contained;
 * the Task read and searched as the case moves (received, accepted, in-progress, completed with the report,
 * cancelled); the same order twice one case and one Task; refusals as OperationOutcomes; another facility's
 * credential answered as every cross-facility read is.
 */
import { MedplumClient } from '@medplum/core';
import type { Bundle, OperationOutcome, Task } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCase } from '../cases/case-index';
import { db } from '../store/db';
import { callAs, credentialOf, orderBundle, postOrder } from '../testing/orders';
import { accessTokenOf, registeredClient } from '../testing/smart';
import { containedTask, TASK_SYSTEM, taskTransaction } from '../testing/task-order';
import { FACILITY, OTHER_FACILITY, PROVIDER, TEST_API, clientFor } from '../testing/test-clients';
import { BUSINESS_STATUS } from './fhir-task';
import { TASK_ORDER_MESSAGES } from './fhir-task-orders';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';

beforeAll(indexFhirDefinitions, 60_000);

function clientOf(credential: string) {
  const client = new MedplumClient({ baseUrl: `${TEST_API}/`, fetch: (url, init) => fetch(url, init) });
  client.setAccessToken(credential);
  return client;
}

const post = (credential: string, path: string, body: unknown) =>
  callAs(credential, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/fhir+json' },
    body: JSON.stringify(body),
  });

/** A Task as the hospital reads it: valid R4, its status, business status and times. */
async function readTask(client: MedplumClient, id: string) {
  const task = await client.readResource('Task', id, { cache: 'no-cache' });
  expect(r4Errors(task)).toEqual([]);
  return task;
}

/** The transaction's resources as a collection Bundle, as createOrder takes an order. */
const asCollection = (bundle: Bundle): Bundle => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: bundle.entry!.map(({ fullUrl, resource }) => ({ fullUrl, resource })),
});

const caseOfPlacer = (placer: string) => db.cases.all().filter((item) => item.placerOrderNumber === placer);

describe('a Task-centred order in a transaction', () => {
  it('makes one case whose Task moves received → accepted → in-progress → completed with the report', async () => {
    const credential = await credentialOf(FACILITY);
    const client = clientOf(credential);
    const sent = taskTransaction('ORD-TASK-1', 'LAB-TASK-1');
    const answer = await client.executeBatch(sent);
    expect(r4Errors(answer)).toEqual([]);
    expect(answer.entry!.map((entry) => entry.response!.status)).toEqual(
      sent.entry!.map(() => '201 Created'),
    );
    const [item] = caseOfPlacer('ORD-TASK-1');
    const taskId = `${item!.caseID}-task`;
    expect(answer.entry![0]!.response!.location).toBe(`Task/${taskId}`);

    let task = await readTask(client, taskId);
    expect(task).toMatchObject({
      status: 'received',
      intent: 'order',
      businessStatus: { coding: [{ code: 'Draft' }], text: BUSINESS_STATUS.Draft },
      basedOn: [
        {
          reference: `ServiceRequest/${item!.caseID}-order`,
          identifier: { system: 'urn:oid:2.16.840.1.113883.3.1234.1', value: 'ORD-TASK-1' },
        },
      ],
      for: { reference: `Patient/${item!.caseID}-patient` },
      requester: { display: 'Dr. Ada Obi' },
      owner: { display: 'PathBridge' },
      priority: 'stat',
    });
    expect(task.identifier).toContainEqual({ system: TASK_SYSTEM, value: 'LAB-TASK-1' });
    expect(task.lastModified).toBe(findCase(item!.caseID)!.updatedAt);
    expect(task.meta!.lastUpdated).toBe(task.lastModified);
    expect(task.output).toBeUndefined();

    const clerk = await clientFor(FACILITY);
    const path = { params: { path: { caseId: item!.caseID } } };
    expect((await clerk.POST('/api/cases/{caseId}/send-out', path)).response.status).toBe(200);
    task = await readTask(client, taskId);
    // Sent out, it waits for a pathologist (no automatic assignment in the seed), who picks it up.
    expect(task).toMatchObject({ status: 'received', businessStatus: { text: BUSINESS_STATUS.Available } });
    const provider = await clientFor(PROVIDER);
    expect((await provider.POST('/api/cases/{caseId}/pick-up', path)).response.status).toBe(200);
    task = await readTask(client, taskId);
    expect(task).toMatchObject({ status: 'accepted', businessStatus: { coding: [{ code: 'Assigned' }] } });
    expect(task.executionPeriod!.start).toBe(findCase(item!.caseID)!.assignedAt);

    const pathologist = provider;
    const drafted = await pathologist.PUT('/api/cases/{caseId}/report-draft', {
      ...path,
      body: { primaryDiagnosis: 'Compound nevus.' },
    });
    expect(drafted.response.status).toBe(200);
    task = await readTask(client, taskId);
    expect(task).toMatchObject({ status: 'in-progress', businessStatus: { text: BUSINESS_STATUS.Reading } });

    const signed = await pathologist.POST('/api/cases/{caseId}/sign-out', {
      ...path,
      body: { primaryDiagnosis: 'Compound nevus.' },
    });
    expect(signed.response.status).toBe(200);
    task = await readTask(client, taskId);
    expect(task).toMatchObject({
      status: 'completed',
      businessStatus: { coding: [{ code: 'SignOutCompleted' }] },
      output: [{ valueReference: { reference: `DiagnosticReport/${item!.caseID}` } }],
    });
    expect(task.lastModified).toBe(findCase(item!.caseID)!.updatedAt);
    // The output is the report the hospital then reads.
    const report = await client.readReference(task.output![0]!.valueReference!);
    expect(report).toMatchObject({ resourceType: 'DiagnosticReport', status: 'final' });

    // The hospital's poller finds it by its own Task identifier, its order, its status and the patient.
    const found = async (query: string) =>
      (await client.search('Task', query, { cache: 'no-cache' })).entry?.map((entry) => entry.resource!.id) ??
      [];
    expect(await found(`identifier=${encodeURIComponent(`${TASK_SYSTEM}|LAB-TASK-1`)}`)).toEqual([taskId]);
    expect(await found(`based-on=ServiceRequest/${item!.caseID}-order`)).toEqual([taskId]);
    expect(await found(`patient=Patient/${item!.caseID}-patient&status=completed`)).toEqual([taskId]);
    expect(await found(`patient=Patient/${item!.caseID}-patient&status=received,accepted`)).toEqual([]);
    const searched = await client.search('Task', `based-on=${item!.caseID}-order`);
    expect(r4Errors(searched)).toEqual([]);
  });

  it('the same order twice is one case and answers the same Task; a cancelled Task cancels its case', async () => {
    const client = clientOf(await credentialOf(FACILITY));
    const sent = taskTransaction('ORD-TASK-2');
    const first = await client.executeBatch(sent);
    const again = await client.executeBatch(sent);
    expect(again.entry!.map((entry) => entry.response!.status)).toEqual(sent.entry!.map(() => '200 OK'));
    expect(again.entry![0]!.response!.location).toBe(first.entry![0]!.response!.location);
    expect(caseOfPlacer('ORD-TASK-2')).toHaveLength(1);

    const cancel = taskTransaction('ORD-TASK-2', undefined, (task) => {
      task.status = 'cancelled';
    });
    const cancelled = await client.executeBatch(cancel);
    expect(cancelled.entry![0]!.response!.outcome!.issue![0]!.diagnostics).toMatch(
      /^The order was cancelled/,
    );
    const task = await readTask(client, first.entry![0]!.response!.location!.replace('Task/', ''));
    expect(task).toMatchObject({ status: 'cancelled', businessStatus: { text: BUSINESS_STATUS.Cancelled } });
  });

  it('refuses a Task of another intent, or without its ServiceRequest or Patient, naming each; nothing is made', async () => {
    const credential = await credentialOf(FACILITY);
    const before = db.cases.count();
    const issues = async (body: Bundle) => {
      const answer = await post(credential, '/fhir/R4', body);
      expect(answer.status).toBe(422);
      return ((await answer.json()) as OperationOutcome).issue.map((i) => [i.expression![0], i.diagnostics]);
    };
    const plan = taskTransaction('ORD-TASK-3', undefined, (task) => {
      task.intent = 'plan';
    });
    expect(await issues(plan)).toEqual([['Bundle.entry[0].resource.intent', TASK_ORDER_MESSAGES.intent]]);

    const noRequest = taskTransaction('ORD-TASK-3');
    noRequest.entry = noRequest.entry!.filter((entry) => entry.resource!.resourceType !== 'ServiceRequest');
    expect(await issues(noRequest)).toEqual([
      ['Bundle.entry[0].resource.basedOn', TASK_ORDER_MESSAGES.basedOn],
      ['Bundle.entry[0].resource.for', TASK_ORDER_MESSAGES.for],
      ['Bundle.entry', 'The Bundle holds exactly one ServiceRequest: the order.'],
    ]);
    const noPatient = taskTransaction('ORD-TASK-3');
    noPatient.entry = noPatient.entry!.filter((entry) => entry.resource!.resourceType !== 'Patient');
    expect((await issues(noPatient)).map(([at]) => at)).toEqual([
      'Bundle.entry[0].resource.for',
      'Bundle.entry[1].resource.subject',
    ]);
    expect(db.cases.count()).toBe(before);
  });
});

describe('a case ordered otherwise', () => {
  it('answers a Task too, found by its order; the clerk’s cancel cancels it', async () => {
    const credential = await credentialOf(FACILITY);
    const client = clientOf(credential);
    expect((await postOrder(credential, orderBundle('ORD-TASK-7'))).status).toBe(201);
    const [item] = caseOfPlacer('ORD-TASK-7');
    const found = await client.search(
      'Task',
      `based-on=ServiceRequest/${item!.caseID}-order&_lastUpdated=ge2000-01-01`,
    );
    expect(found.entry!.map((entry) => entry.resource!.id)).toEqual([`${item!.caseID}-task`]);
    const task = found.entry![0]!.resource as Task;
    expect(r4Errors(task)).toEqual([]);
    expect(task).toMatchObject({ status: 'received', identifier: [{ value: item!.caseID }] });

    const clerk = await clientFor(FACILITY);
    const cancelled = await clerk.POST('/api/cases/{caseId}/cancel', {
      params: { path: { caseId: item!.caseID } },
    });
    expect(cancelled.response.status).toBe(200);
    expect(await readTask(client, task.id!)).toMatchObject({ status: 'cancelled' });
  });
});

describe("a Task's references before the report", () => {
  it("read: the draft case's Patient, its ServiceRequest (active, then revoked once cancelled) and Specimens", async () => {
    const credential = await credentialOf(FACILITY);
    const client = clientOf(credential);
    expect((await postOrder(credential, orderBundle('ORD-TASK-REFS'))).status).toBe(201);
    const [item] = caseOfPlacer('ORD-TASK-REFS');
    const task = await readTask(client, `${item!.caseID}-task`);
    const patient = await client.readReference(task.for as { reference: string }, { cache: 'no-cache' });
    expect(patient).toMatchObject({
      resourceType: 'Patient',
      name: [{ family: item!.patientInfo.lastName }],
    });
    const order = await client.readReference(task.focus as { reference: string }, { cache: 'no-cache' });
    expect(order).toMatchObject({ resourceType: 'ServiceRequest', status: 'active' });
    for (const resource of [patient, order]) expect(r4Errors(resource)).toEqual([]);
    for (const specimen of (order as { specimen?: Array<{ reference: string }> }).specimen ?? [])
      expect(await client.readReference(specimen, { cache: 'no-cache' })).toMatchObject({
        resourceType: 'Specimen',
      });
    expect(
      await client.readResource('DiagnosticReport', item!.caseID).catch((e: Error) => e.message),
    ).toMatch(/not known|Not found/i);

    const clerk = await clientFor(FACILITY);
    await clerk.POST('/api/cases/{caseId}/cancel', { params: { path: { caseId: item!.caseID } } });
    const revoked = await client.readReference(task.focus as { reference: string }, { cache: 'no-cache' });
    expect(revoked).toMatchObject({ status: 'revoked' });
  });
});

describe('a Task posted alone', () => {
  it('with its order contained: 201 with the Task and its Location, then 200 with the same Task', async () => {
    const client = clientOf(await credentialOf(FACILITY));
    const created = await client.createResource(containedTask('ORD-TASK-4', 'LAB-TASK-4'));
    expect(r4Errors(created)).toEqual([]);
    const [item] = caseOfPlacer('ORD-TASK-4');
    expect(created).toMatchObject({ id: `${item!.caseID}-task`, status: 'received', intent: 'order' });
    expect(created.identifier).toContainEqual({ system: TASK_SYSTEM, value: 'LAB-TASK-4' });
    const raw = await post(
      await credentialOf(FACILITY),
      '/fhir/R4/Task',
      containedTask('ORD-TASK-4', 'LAB-TASK-4'),
    );
    expect(raw.status).toBe(200);
    expect(((await raw.json()) as Task).id).toBe(created.id);
    expect(caseOfPlacer('ORD-TASK-4')).toHaveLength(1);
  });

  it('is refused (422) naming each reference it does not carry, and needs system/Task.c', async () => {
    const credential = await credentialOf(FACILITY);
    const task = containedTask('ORD-TASK-5');
    task.basedOn = [{ reference: 'ServiceRequest/elsewhere' }];
    const answer = await post(credential, '/fhir/R4/Task', task);
    expect(answer.status).toBe(422);
    expect((await answer.json()) as OperationOutcome).toMatchObject({
      issue: [
        {
          code: 'not-found',
          expression: ['Task.basedOn[0]'],
          diagnostics: TASK_ORDER_MESSAGES.missing('ServiceRequest/elsewhere'),
        },
      ],
    });

    const orders = await accessTokenOf(
      await registeredClient(FACILITY, ['system/ServiceRequest.c', 'system/Task.rs']),
      'system/ServiceRequest.c system/Task.rs',
    );
    for (const [path, body] of [
      ['/fhir/R4/Task', containedTask('ORD-TASK-5')],
      ['/fhir/R4', taskTransaction('ORD-TASK-5')],
      ['/api/interop/orders', asCollection(taskTransaction('ORD-TASK-5'))],
    ] as const) {
      const refused = await post(orders, path, body);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as OperationOutcome).issue[0]!.diagnostics, path).toContain(
        'system/Task.c',
      );
    }
    expect(caseOfPlacer('ORD-TASK-5')).toHaveLength(0);
    const tasks = await accessTokenOf(
      await registeredClient(FACILITY, ['system/Task.c', 'system/Task.rs']),
      'system/Task.c system/Task.rs',
    );
    expect((await post(tasks, '/fhir/R4/Task', containedTask('ORD-TASK-5'))).status).toBe(201);
  });
});

describe('another facility', () => {
  it('reads none of the Task and never finds it, as every other cross-facility read', async () => {
    const client = clientOf(await credentialOf(FACILITY));
    const created = await client.createResource(containedTask('ORD-TASK-6', 'LAB-TASK-6'));
    const other = await credentialOf(OTHER_FACILITY);
    const read = await callAs(other, `/fhir/R4/Task/${created.id}`);
    const facilityId = findCase(created.id!.replace(/-task$/, ''))!.facility.id;
    const report = db.cases.all().find((item) => item.finalReport && item.facility.id === facilityId)!;
    const reportRead = await callAs(other, `/fhir/R4/DiagnosticReport/${report.caseID}`);
    expect(read.status).toBe(403);
    expect(reportRead.status).toBe(403);
    expect(await read.json()).toEqual(await reportRead.json());
    const search = await callAs(
      other,
      `/fhir/R4/Task?identifier=${encodeURIComponent(`${TASK_SYSTEM}|LAB-TASK-6`)}`,
    );
    expect(((await search.json()) as Bundle).total).toBe(0);
  });
});
