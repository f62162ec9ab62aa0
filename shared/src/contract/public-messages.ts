// The messages visitors can see (product §8), and those the API host answers with: the
// `@agency/shared/contract` entry re-exports these, so they ride in every page's first view.
// Messages only staff see live in messages.ts, which admin code loads with its own chunks.

import { PASSWORD_MIN_CHARS } from './constants';

export const loadErrors = {
  blogs: 'Failed to fetch blogs',
  services: 'Failed to fetch services',
  data: 'Failed to fetch data',
  products: 'Failed to fetch products',
  faqs: 'Failed to load FAQs.',
  contacts: 'Failed to fetch contacts',
  contactsShape: 'Data is not an array',
  blogDetail: 'Error fetching blog data. Please try again.',
  serviceDetail: 'Error fetching service data. Please try again.',
  faqDetail: 'Error fetching FAQ details. Please try again.',
  planDetail: 'Error fetching plan details. Please try again.',
  networkNotOk: 'Network response was not ok',
  plansLog: 'Error fetching plans:',
} as const;

/** Blog and service detail pages show a failure as 'Error: {message}'. */
export const errorLine = (message: string): string => `Error: ${message}`;

export const formMessages = {
  sendFailed: 'Failed to send message',
  captchaMissing: 'Please complete the reCAPTCHA',
  contactSent: 'Message sent successfully. We will contact you soon!!',
  faqQuestionSent: "Message sent successfully. We'll contact you soon!",
  sending: 'Sending...',
  /** A message form sent before the page's scripts ran: nothing went out (the spam check needs them). */
  notSentYet: 'The page was still loading, so nothing was sent. What you typed is kept: please press the button again.',
  /** A form of another site sent to one of ours (the site server takes its own pages' forms only). */
  otherSiteForm: 'This form was sent from another site. Please use the form on our own page.',
  // Beyond the spec: a send the rate limit refused (429) says when the next one goes through.
  /** Beyond product §8 (issue 21): an admin add's success message links to the new entry. */
  viewCreated: 'View',
  tryAgainIn: (seconds: number) => `You have sent several messages in a short time. Please try again in ${waitingTime(seconds)}.`,
} as const;

/** '45 seconds', '1 minute', '14 minutes': a wait as a visitor reads it (minutes rounded up). */
function waitingTime(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The self-hosted spam check of the public forms (beyond the spec, whose one captcha line is reCAPTCHA's). */
export const captchaMessages = {
  placeholder: 'A quick spam check appears here when you start filling in the form.',
  loadFailed: 'The spam check could not load. Check your connection and try again.',
  retrying: 'The spam check did not go through, so it is running again.',
  failed: 'The spam check could not be completed. Check your connection and try again.',
  reloadToRetry: 'The spam check could not load. Please reload the page and try again.',
} as const;

export const authMessages = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  signUpSuccess: 'Sign-up successful!',
  signUpFailed: 'Sign-up failed',
  genericError: 'An error occurred. Please try again.',
  phoneExactly10: 'Phone number must be numeric and exactly 10 digits long.',
  passwordsDoNotMatch: 'Passwords do not match',
  // Beyond the brief: what a real account system must tell its users.
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** After the limit an account asks for the captcha instead of locking everyone out (issue 17). */
  captchaRequired: 'Too many attempts for this account. Please complete the spam check, then log in again.',
  sessionExpired: 'Your session has ended. Please log in again.',
  /** Idle sign-out (beyond the product description): the admin signs out after a while without activity. */
  idleSignedOut: 'You were signed out after a while without activity. Log in again to go on where you left off.',
  noStaffAccess: 'This account has no staff access yet. Ask a staff member to grant it.',
  registered: 'Account registered successfully!',
  /** Two-factor sign-in's second step (its other words load with the login page: visitor-messages.ts). */
  codeRequired: 'Enter the code from your authenticator app',
  /** Sign-up sent before the page's scripts ran: the details are kept, never the passwords. */
  signUpNotSentYet:
    'The page was still loading, so your account was not created yet. Your details are kept: enter your password again and press Sign Up.',
} as const;

/** The signed-in account's own screens (profile, settings) and the users list (beyond the brief). */
export const accountMessages = {
  passwordChanged: 'Your password has been changed.',
  passwordChangeFailed: 'Failed to change the password',
  currentPasswordWrong: 'The current password is not correct',
  newPasswordSame: 'Choose a new password that differs from the current one',
  sessionEnded: 'The session has been signed out.',
  signedOut: 'You have been signed out.',
  /** Settings: the account's sessions (issue 17). */
  sessionsTitle: 'Where you are signed in',
  sessionsIntro:
    'Every browser or app signed in to your account. Sign out any you do not recognise; changing your password signs out all of them.',
  sessionsLoadFailed: 'Failed to load your sessions',
  sessionEndFailed: 'Failed to sign out that session',
  thisBrowser: 'This browser',
  /** The users list's password column: the API stores only a hash and never sends it. */
  passwordStoredSecurely: 'Stored securely (hashed)',
} as const;

export const routerMessages = {
  fallback: 'Unexpected Application Error!',
  remoteUnavailable: 'This section is temporarily unavailable',
  retry: 'Retry',
  notFound: 'Page not found',
  gone: 'This page has been removed',
} as const;

/** Validation messages of the shared schemas (product §5). */
export const validationMessages = {
  required: (label: string) => `${label} is required`,
  minChars: (label: string, min: number) => `${label} must be at least ${min} characters`,
  email: 'Enter a valid email address',
  numericOnly: 'Enter numeric values only',
  phoneMax11: 'Phone number can have at most 11 digits',
  phoneExactly10: authMessages.phoneExactly10,
  registerPhone10: 'Phone number must be exactly 10 digits',
  passwordsDoNotMatch: authMessages.passwordsDoNotMatch,
  /** The one password rule (issue 17), beyond product §5: see schemas/password-rule.ts. */
  weakPassword: `Choose a password of at least ${PASSWORD_MIN_CHARS} characters that is not your email address or a commonly used password`,
  imageRequired: 'Please choose an image',
  imagesRequired: 'Please choose at least one image',
  imageOnly: 'Only image files are allowed',
  number: (label: string) => `${label} must be a number`,
  nonNegative: (label: string) => `${label} cannot be negative`,
  oneOf: (label: string) => `Choose a valid ${label.toLowerCase()}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  age: 'Enter an age between 16 and 120',
  jsonList: (label: string) => `${label} must be a JSON list`,
  discountAboveRegular: 'Discount price cannot be higher than the regular price',
  altRequired: 'Describe the image for people who cannot see it (alt text)',
  /** A scheduled entry's publication time (issue 19). */
  publishAtRequired: 'Choose when to publish',
  publishAtInvalid: 'Enter a valid date and time',
  publishAtPast: 'Choose a time in the future',
} as const;

/** Messages the API host answers with (field messages come from the shared schemas). */
export const apiMessages = {
  validationFailed: 'Some fields are missing or invalid',
  notFound: 'Not found',
  unauthorized: 'Please log in to continue',
  forbidden: 'Your account is not allowed to do this',
  invalidId: 'Invalid id',
  notAnImage: 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed',
  fileTooLarge: 'The file is too large (at most 5 MB per image)',
  tooManyFiles: 'Too many files in one request',
  unsupportedMediaType: 'Unsupported content type',
  malformedBody: 'The request body could not be read',
  nulCharacter: 'This field contains a NUL character, which cannot be stored. Remove it and try again.',
  bodyTooLarge: 'The request is too large',
  jsonTooDeep: (max: number) => `The request body nests lists or objects more than ${max} levels deep`,
  badHost: 'Unknown or malformed Host header',
  csrfFailed: 'This page’s session check failed. Please reload the page and try again.',
  captchaFailed: 'The captcha could not be verified. Please solve it again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  deleted: 'Deleted successfully',
  allProductsDeleted: 'All products deleted',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastStaff: 'The last staff account cannot be removed or demoted',
  internal: 'Something went wrong on our side. Please try again.',
  conflict: 'This entry was changed by someone else. Reload it to see the latest version.',
  imageMissing: 'Please choose an image',
  mediaInUse: (uses: string) =>
    `This image is still used in ${uses}. Take it out of those first (an earlier revision keeps it until later saves replace that revision).`,
  inTrash: (label: string) => `${label} (in the trash)`,
  inRevision: (label: string) => `an earlier revision of ${label}`,
  socialImageOf: (label: string) => `the social image of ${label}`,
  pageSocialImage: (path: string) => `the social image of page ${path}`,
} as const;

/** Why a list request's paging, sort or search value was refused (400, per field). */
const wholeNumberFrom1 = (field: string, max: number) => `${field} must be a whole number from 1 to ${max}`;

export const pagingMessages = {
  wholeNumber: wholeNumberFrom1,
  page: (max: number) => wholeNumberFrom1('page', max),
  limit: (max: number) => wholeNumberFrom1('limit', max),
  sort: (fields: readonly string[]) => `sort must be one of: ${fields.join(', ')}`,
  order: 'order must be asc or desc',
  q: (max: number) => `q must be text of at most ${max} characters`,
  state: (states: readonly string[]) => `state must be one of: ${states.join(', ')}`,
  noState: 'this list has no states',
  instant: (field: string) => `${field} must be a date and time with its offset, e.g. 2026-11-01T00:00:00Z`,
  dateOrder: 'to must be later than from',
  noDates: 'this list has no date filter',
} as const;

/** Which public form a contact message came from, in words staff recognise (admin list, e-mails). */
export const contactSourceLabels = {
  contact: 'Contact form',
  'quote-home': 'Home quote',
  'quote-service': 'Service quote',
  faq: 'FAQ question',
} as const;
