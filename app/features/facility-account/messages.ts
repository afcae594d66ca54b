import { SENTENCES } from '../../../contracts';
/**
 * The facility account pages' sentences: who may open each page, what a save says, and what happens after the
 * facility account is submitted for review (the page and the banner say the same).
 */

/** A 403 page's sentence for each page, said from the session's role before anything is read. */
export const FORBIDDEN = {
  accountDetails:
    'Account Details shows the details of a facility user. Only facility users (Medical Facility and Facility NP) have them.',
  editAccountDetails: 'You can only edit your own account details.',
  facilityAccount:
    'The facility account pages show the facility you belong to. Only facility users (Medical Facility and Facility NP) can open them; admins see every facility under Accounts.',
  myTeam:
    'My Team lists the users of your facility. Only facility users (Medical Facility and Facility NP) can open it.',
  facilityNp:
    'The Facility NP page is for users with the role Facility NP. Your own details are under Account Details in your user menu.',
  facilityNpOtherRole:
    'The Facility NP page is for users of a facility with the role Facility NP. Only they can open it.',
} as const;

export const NOT_FOUND = {
  accountDetails: 'There are no account details for this address. Open Account Details from your user menu.',
} as const;

export const SAVED = {
  accountDetails: 'Your account details were saved.',
  facilityProfile: 'The facility account was saved.',
  facilityDetails: 'The facility account details were saved.',
  nothingChanged: 'Nothing was changed, so there was nothing to save.',
} as const;

/**
 * After submitting for review: what was submitted, who reviews it, what happens then and what the person can do
 * meanwhile. The session's banner says the same until it is dismissed (the API's login banner says it later).
 */
export const UNDER_REVIEW = {
  flash: 'Your facility account details and proof of address were submitted for review.',
  banner: SENTENCES.accounts.submittedForReview,
  who: 'The operator’s staff now check your facility’s details and proof of address.',
  then: 'Once they approve, your facility account becomes Active and you can create and send out cases.',
  meanwhile:
    'Meanwhile you can correct these details (submit them again afterwards so the staff see the change), check your own account details and see your team.',
} as const;

/** Before submitting: what the person has to do. */
export const REVIEW_STEPS = {
  intro:
    'Your facility account is not active yet. Complete your facility’s contact details and address, upload a proof of address, then submit them for review.',
  missing: 'Still needed before you can submit:',
  ready: 'Everything needed is there. Submit it for review when you are ready.',
  refused: 'Your facility account could not be submitted for review yet:',
} as const;
