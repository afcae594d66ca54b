/** Where a facility is, as one line: 'Portland, OR, United States' (what is missing left out). */
import { enumLabel } from '../../../contracts/enumerations';

export function placeOf(place: { city?: string | null; state?: string | null; country: string }): string {
  return [place.city, place.state, enumLabel('country', place.country)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
