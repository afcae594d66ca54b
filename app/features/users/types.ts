/** What the user pages' actions answer, shared by the server modules and the forms. */
import type { FormReply } from '~/components/form';

/** A just-created user, as the confirmation shows it. */
export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  role: string;
  userType: string;
  staffRole: string | null;
  facility: string | null;
  status: string;
  /** Where the creator edits the record, when they may read it (admins). */
  editPath: string | null;
}

export interface UserCreatedReply extends FormReply {
  created?: CreatedUser;
}

export interface UserSavedReply extends FormReply {
  saved?: boolean;
}
