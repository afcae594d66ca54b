/**
 * A destination checked as the mock does it: the name resolved once with every address judged, the address to
 * connect to handed back, a name that resolves to nothing or too late refused; the setting, the product's own
 * ports, and a malformed setting stopping the mock at its start.
 */
import { spawn } from 'node:child_process';
import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { allowedNetworks, checkDestination, ownPorts } from './destination-check';
import { parseNetworks, type DestinationRules } from './destinations';

const rules = (allowed = ''): DestinationRules => ({
  allowed: parseNetworks(allowed, 'TEST'),
  ownAddresses: new BlockList(),
  ownPorts: new Set([4010]),
});
const answers =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address }));

describe('checkDestination', () => {
  it('hands back the first address when every address the name resolves to is allowed', async () => {
    const lookup = answers('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    expect(await checkDestination('lis.example', 2575, { rules: rules(), lookup })).toEqual({
      address: '93.184.215.14',
    });
  });

  it('refuses a name when any address it resolves to is refused', async () => {
    const lookup = answers('93.184.215.14', '10.0.0.8');
    expect(await checkDestination('lis.example', 2575, { rules: rules(), lookup })).toEqual({
      refusal:
        'lis.example resolves to 10.0.0.8, a private address: results cannot be sent into a private network. An administrator can allow a network for interfaces.',
    });
    expect(await checkDestination('lis.example', 2575, { rules: rules('10.0.0.0/24'), lookup })).toEqual({
      address: '93.184.215.14',
    });
  });

  it('refuses a name that resolves to nothing, or not in time', async () => {
    const missing = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    expect(
      await checkDestination('lis.example', 2575, { rules: rules(), lookup: () => Promise.reject(missing) }),
    ).toEqual({ refusal: 'lis.example does not resolve to an address (ENOTFOUND): check the host name.' });
    expect(await checkDestination('lis.example', 2575, { rules: rules(), lookup: answers() })).toEqual({
      refusal: 'lis.example does not resolve to an address: check the host name.',
    });
    const never = () => new Promise<never>(() => undefined);
    expect(
      await checkDestination('lis.example', 2575, { rules: rules(), lookup: never, timeoutMs: 50 }),
    ).toEqual({
      refusal: 'lis.example did not resolve within 0.05 seconds.',
    });
  });

  it("resolves with the system's resolver: localhost is this machine", async () => {
    const checked = await checkDestination('localhost', 2575, { rules: rules() });
    expect(checked).toMatchObject({
      refusal: expect.stringMatching(/^localhost resolves to .*, a loopback address/),
    });
  });
});

describe('the setting and the own ports', () => {
  it('MOCK_INTERFACE_ALLOWED_NETWORKS allows its networks, none by default, and a malformed one throws', () => {
    expect(allowedNetworks({}).check('10.0.0.1')).toBe(false);
    expect(allowedNetworks({ MOCK_INTERFACE_ALLOWED_NETWORKS: '10.8.0.0/16' }).check('10.8.1.1')).toBe(true);
    expect(() => allowedNetworks({ MOCK_INTERFACE_ALLOWED_NETWORKS: '10.8.0.0/16,vpn' })).toThrow(
      'MOCK_INTERFACE_ALLOWED_NETWORKS: "vpn" is not a network.',
    );
  });

  it("the product's own ports: the mock's, its order intake's and the app's (PUBLIC_URL, APP_ORIGINS)", () => {
    expect(ownPorts({})).toEqual(new Set([4010, 3000]));
    expect(
      ownPorts({
        MOCK_PORT: '4311',
        MOCK_HL7_ORDERS_PORT: '2576',
        PUBLIC_URL: 'https://lab.example.org',
        APP_ORIGINS: 'http://app.internal:8080, not a url',
      }),
    ).toEqual(new Set([4311, 2576, 443, 8080]));
  });

  it('a malformed setting stops the mock at its start, saying which entry', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts'], {
      env: { ...process.env, MOCK_INTERFACE_ALLOWED_NETWORKS: '10.8.0.0/16, 10.9.0.0/99', MOCK_PORT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A mock that went on starting is stopped, not left behind.
    const stop = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const code = await new Promise((resolve) => child.on('exit', resolve)).finally(() => clearTimeout(stop));
    expect(code).toBe(2);
    expect(output).toContain(
      'mock: MOCK_INTERFACE_ALLOWED_NETWORKS: "10.9.0.0/99" is not a network. Write CIDRs separated by commas',
    );
  }, 60_000);
});
