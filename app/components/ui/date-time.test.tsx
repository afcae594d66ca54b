/**
 * Dates in the zone the user chose (decision 121): the page frame provides it, and every date, short date and
 * notice of the page is written in it, so a due time reads the same in the list as in the user's e-mail.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChosenTimeZoneProvider, DateTime, ShortDateTime, ZonedText } from './date-time';

const DUE = '2027-01-15T20:00:00.000Z';

describe('the reader’s time zone', () => {
  it('writes dates, short dates and notices in the zone the user chose', () => {
    render(
      <ChosenTimeZoneProvider value="America/New_York">
        <p data-testid="date">
          <DateTime value={DUE} />
        </p>
        <p data-testid="short">
          <ShortDateTime value={DUE} />
        </p>
        <p data-testid="notice">
          <ZonedText text="Case X is due 01/15/2027 08:00 PM UTC." />
        </p>
      </ChosenTimeZoneProvider>,
    );
    expect(screen.getByTestId('date').textContent).toBe('01/15/2027 03:00 PM EST');
    expect(screen.getByTestId('short').querySelector('time')!.title).toBe('01/15/2027 03:00 PM EST');
    expect(screen.getByTestId('notice').textContent).toBe('Case X is due 01/15/2027 03:00 PM EST.');
  });
});
