/**
 * A create form opened from an enquiry (`?fromEnquiry=`, decision 041): what the page is handed (prefill.server.ts
 * reads it) and how it says where the values came from. Browser-safe.
 */

export interface EnquiryPrefill {
  /** The enquiry's page, to go back to the lead; null when it was not found. */
  href: string | null;
  /** Said above the form: where its values came from, or that the enquiry was not found. */
  note: string;
  /** The form's starting values (the form's own field names); empty when not found. */
  initial: Record<string, string>;
}

export const PREFILL_MESSAGES = {
  from: (name: string, organisation: string) =>
    `Pre-filled from the enquiry of ${name} (${organisation}). Check each value before saving.`,
  missing: 'The enquiry to pre-fill from was not found, so the form starts empty.',
} as const;
