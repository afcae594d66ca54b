/**
 * An e-mail address in a list's cell: it may break after its '@' and before a dot of its domain (and nowhere
 * else), so a long address does not hold the whole table wider than the screen (decision 067). Its text, copied
 * or exported, is unchanged.
 */
import { Fragment } from 'react';

export function EmailText({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return value;
  const labels = value.slice(at + 1).split('.');
  return (
    <>
      {value.slice(0, at + 1)}
      {labels.map((label, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {label}
        </Fragment>
      ))}
    </>
  );
}
