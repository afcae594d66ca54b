/** Create New Case (`/upload-project`): the form, its draft in this browser, and the uploads after it. */
export { CreateCasePage, PAGE_TEXT } from './create-case-page';
