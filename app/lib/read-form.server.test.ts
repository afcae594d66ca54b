import { describe, expect, it } from 'vitest';
import { FORM_UNREADABLE, readForm } from './read-form.server';

const post = (body: string, contentType: string) =>
  new Request('http://app.test/login', { method: 'POST', body, headers: { 'Content-Type': contentType } });

describe('readForm', () => {
  it('reads a form', async () => {
    const form = await readForm(post('email=a%40b.test&password=x', 'application/x-www-form-urlencoded'));
    expect(form.get('email')).toBe('a@b.test');
  });

  it('answers a body that is not a readable form with a 400 in words', async () => {
    for (const [body, type] of [
      ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short', 'multipart/form-data; boundary=x'],
      ['{"email":"a@b.test"}', 'application/json'],
    ]) {
      const thrown = await readForm(post(body!, type!)).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 400 }, data: FORM_UNREADABLE });
    }
  });
});
