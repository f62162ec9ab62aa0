// What the second factor of sign-in says: the login page's second step (public, loaded with the
// login page only) and the account screen's set-up (staff). Re-exported by messages.ts.

export const secondFactorMessages = {
  /** Login, step two. */
  codeLabel: 'Authentication code',
  codeHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  verify: 'Verify',
  verifying: 'Verifying...',
  codeRequired: 'Enter the code from your authenticator app',
  codeWrong: 'That code is not right, or it was already used. Wait for the next one and try again.',
  ticketExpired: 'The sign-in took too long. Please log in again.',
  passkeySignIn: 'Sign in with a passkey',
  passkeySigningIn: 'Waiting for your passkey...',
  passkeyFailed: 'The passkey could not sign you in. Try again or use your password.',
  /** The server-rendered login form cannot run the second step. */
  needsScripts: 'This account uses two-factor sign-in: let the page finish loading, then log in again.',
  /** Set-up on the account screen. */
  title: 'Two-factor sign-in',
  intro: 'A code from an authenticator app (or a passkey) as well as your password keeps your account safe if the password leaks.',
  enabled: 'Two-factor sign-in with an authenticator app is on.',
  disabled: 'Two-factor sign-in with an authenticator app is off.',
  setUp: 'Set up an authenticator app',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below into it, then enter the code it shows.',
  secretLabel: 'Key',
  confirm: 'Turn on',
  confirmed: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, instead of a code, if you lose your phone.',
  recoveryCodesLeft: (left: number) => `${left} recovery code${left === 1 ? '' : 's'} left.`,
  turnOff: 'Turn off',
  turnedOff: 'Two-factor sign-in with an authenticator app is off.',
  alreadyOn: 'Two-factor sign-in is already on for this account',
  notSetUp: 'Set up an authenticator app first',
  setUpFailed: 'Failed to set up two-factor sign-in',
  /** The owners' requirement. */
  requiredTitle: 'Require two-factor sign-in',
  requiredLabel: 'Every staff account must use a second factor (authenticator app or passkey)',
  requiredSaved: 'The sign-in rule has been saved.',
  requiredNeedsOwnFactor: 'Set up a second factor for your own account before requiring one of everyone',
  setupRequired: 'The owners require two-factor sign-in: set up an authenticator app or a passkey before you go on.',
  /** Passkeys. */
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Sign in with your device (fingerprint, face or PIN) instead of a password. A passkey counts as both factors.',
  addPasskey: 'Add a passkey',
  passkeyLabel: 'Passkey name',
  passkeyAdded: 'The passkey has been added.',
  passkeyRemoved: 'The passkey has been removed.',
  passkeyRemove: 'Remove',
  noPasskeys: 'No passkeys yet.',
  passkeyAddFailed: 'The passkey could not be added',
  challengeExpired: 'The request expired or was already used. Please try again.',
  passkeyRejected: 'The passkey could not be verified',
} as const;
