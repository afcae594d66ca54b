/**
 * The form kit: one way to build a form (docs/ui-kit.md, "Forms"). Browser-safe exports only; the action's half
 * is `./submission.server`.
 */
export { useContractForm, type ContractFormOptions } from './use-contract-form';
export {
  FieldShell,
  ErrorList,
  TextField,
  NumberField,
  TextareaField,
  SelectField,
  CheckboxGroupField,
  CheckboxField,
  CONTROL_CLASS,
  type AnyField,
  type Option,
} from './field';
export { DateField } from './date-field';
export { RadioGroupField, type RadioOption } from './radio-group-field';
export { PhoneField } from './phone-field';
export { PasswordField } from './password-field';
export { ComboboxField } from './combobox-field';
export { CountryRegionFields } from './region-fields';
export {
  REGION_MESSAGES,
  hasRegionList,
  regionCodesOf,
  regionFor,
  regionProblem,
  type RegionCodes,
  type RegionCountry,
  type RegionLists,
} from './region';
export { SubmitButton } from './submit-button';
export { FORM_MESSAGES, formErrorMap } from './messages';
export {
  PHONE_FORMAT_MESSAGE,
  PHONE_COUNTRY_CODE_MESSAGE,
  phoneNumberSchema,
  phoneProblem,
  withLeadingPlus,
  formatPhoneAsTyped,
} from './phone';
export { usDateSchema, parseUsDate, toUsDate, formatDateAsTyped } from './date';
export { PASSWORD_RULES, PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from './password';
export type { FormReply } from './submission.server';
export { LeaveGuard, LEAVE_TEXT } from './leave-guard';
export { FileField, UPLOAD_IN_PROGRESS, type FileFieldProps, type StoredFile } from './file-field';
export {
  ATTACHMENT_FILE_RULES,
  checkFile,
  describeUploadFailure,
  extensionOf,
  fileNameField,
  filePartName,
  formatBytes,
  signatureMatches,
  tooLargeMessage,
  type FileRules,
} from './file-rules';
export { LocalFilesField, type LocalFile, type LocalFilesFieldProps } from './local-files-field';
export { FileProgress } from './file-parts';
