/** What the registration pages' loaders and actions answer, shared by the server modules and the pages. */
import type { FormReply, Option, RegionLists } from '~/components/form';
import type { EnquiryPrefill } from '~/features/enquiries';
import type { InitialValues, Registration, RegistrationKind } from './schemas';

export interface RegistrationLists {
  regions: RegionLists;
  /** Providers only; empty for the other kinds. */
  subspecialties: Option[];
}

export type RegisterPageData =
  /** The three ways to register; an admin's lead to the on-behalf forms. */
  | { view: 'choices'; behalf: boolean }
  /** Someone logged in (not an admin): they are registered already. */
  | { view: 'signed-in'; name: string; home: string }
  | { view: 'form'; kind: RegistrationKind; lists: RegistrationLists }
  /** After a registration was sent (the redirect's page: a reload shows it again, sends nothing). */
  | { view: 'submitted'; kind: RegistrationKind };

export type BehalfPageData =
  | {
      view: 'form';
      kind: RegistrationKind;
      lists: RegistrationLists;
      /** Opened from an enquiry (`?fromEnquiry=`, admins): the lead's values and where they came from. */
      prefill?: EnquiryPrefill | null;
    }
  | { view: 'created'; kind: RegistrationKind; registration: Registration };

export interface CreateReply extends FormReply {
  /** A 409: the field whose value is in use (the form adds a hint: log in, or reset the password). */
  conflict?: 'email' | 'facilityName';
}

export interface RegistrationEditData {
  kind: RegistrationKind;
  registration: Registration;
  initial: InitialValues;
  lists: RegistrationLists;
  /** Whether the editor is an admin (the page says whose registration it is). */
  admin: boolean;
}

export interface SavedReply extends FormReply {
  /** Where to go once the save is announced: the link's returnTo, or the editor's start page. */
  next?: string;
}
