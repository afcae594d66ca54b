/**
 * Dates in the zone the user chose (decision 121): the page frame provides it, and every date, short date and
 * notice of the page is written in it, so a due time reads the same in the list as in the user's e-mail.
 */
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateTime, timeZoneChoices } from '../../../contracts/time-format';
import { ChosenTimeZoneProvider, DateTime, TimesAreIn, ZonedText } from './date-time';

const DUE = '2027-01-15T20:00:00.000Z';

describe('the reader’s time zone', () => {
  it('writes dates, a narrow cell’s dates and notices in the zone the user chose', () => {
    render(
      <ChosenTimeZoneProvider value="America/New_York">
        <p data-testid="date">
          <DateTime value={DUE} />
        </p>
        <p data-testid="lines">
          <DateTime value={DUE} wrap />
        </p>
        <p data-testid="notice">
          <ZonedText text="Case X is due 01/15/2027 08:00 PM UTC." />
        </p>
      </ChosenTimeZoneProvider>,
    );
    expect(screen.getByTestId('date').textContent).toBe('01/15/2027 03:00 PM EST');
    // A narrow cell's two lines: the day over the time, the same whole text.
    expect(screen.getByTestId('lines').textContent).toBe('01/15/2027 03:00 PM EST');
    expect(
      [...screen.getByTestId('lines').querySelectorAll('time > span')].map((s) => s.textContent),
    ).toEqual(['01/15/2027', '03:00 PM EST']);
    expect(screen.getByTestId('notice').textContent).toBe('Case X is due 01/15/2027 03:00 PM EST.');
  });
});

describe('the sentence that says which zone', () => {
  it('names the zone the page’s dates are written in, on the server as in the browser', () => {
    const zones = timeZoneChoices();
    fc.assert(
      fc.property(fc.constantFrom(...zones), (zone) => {
        const page = (
          <ChosenTimeZoneProvider value={zone}>
            <p>
              <TimesAreIn />
            </p>
            <DateTime value={DUE} />
          </ChosenTimeZoneProvider>
        );
        const html = renderToString(page);
        const date = formatDateTime(DUE, zone);
        expect(html).toContain(`<p>Times are in ${zone}.</p>`);
        expect(html).toContain(`>${date}</time>`);
        // The date names an abbreviation or offset of that very zone, not UTC unless it is UTC's.
        if (zone === 'UTC') expect(date.endsWith(' UTC')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('says the chosen zone, not UTC, over a list written in Chicago', () => {
    render(
      <ChosenTimeZoneProvider value="America/Chicago">
        <p data-testid="intro">
          Records are never changed or deleted. <TimesAreIn />
        </p>
        <DateTime value={DUE} />
      </ChosenTimeZoneProvider>,
    );
    expect(screen.getByTestId('intro').textContent).toBe(
      'Records are never changed or deleted. Times are in America/Chicago.',
    );
    expect(screen.getByText('01/15/2027 02:00 PM CST')).toBeTruthy();
  });
});
