import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('keeps the address as its text, with a break opportunity after the @ and before each dot of the domain', () => {
    const { container } = render(
      <p>
        <EmailText value="accounts@blue-ridge.demo.test" />
      </p>,
    );
    expect(container.textContent).toBe('accounts@blue-ridge.demo.test');
    expect(container.querySelector('p')!.innerHTML).toBe('accounts@<wbr>blue-ridge<wbr>.demo<wbr>.test');
  });

  it('leaves a value without an @ as it is', () => {
    const { container } = render(<EmailText value="N/A" />);
    expect(container.innerHTML).toBe('N/A');
  });
});
