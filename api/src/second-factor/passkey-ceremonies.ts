// The WebAuthn ceremonies through @simplewebauthn/server: options with a challenge stored
// server-side (single use, five minutes), and the verification of what the browser answered.
// Anything a client can send wrongly ends as `undefined` (the routes answer 400/401), never a throw.
// User verification is required: a passkey stands for both factors, so it must be more than a touch.

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findPasskey, listPasskeys, storeChallenge, takeChallenge, type PasskeyRow } from './passkey-repository';
import type { RelyingParty } from './relying-party';

type Db = Kysely<Database>;
/** The library, loaded at the first ceremony: it is some 250 modules, and most starts never see a passkey. */
const webauthn = () => import('@simplewebauthn/server');
/** Passkeys the browser can offer without an e-mail typed first. */
const DISCOVERABLE = 'required' as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Credential ids are base64url (the database is never asked about anything else, NUL bytes included). */
const CREDENTIAL_ID_PATTERN = /^[A-Za-z0-9_-]{1,1400}$/;

/** The shape every credential reply shares; the library checks the rest. */
const looksLikeCredential = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  CREDENTIAL_ID_PATTERN.test(value.id) &&
  typeof value.rawId === 'string' &&
  isRecord(value.response) &&
  value.type === 'public-key';

export const registrationOptions = async (
  db: Db,
  rp: RelyingParty,
  user: { _id: string; email: string },
  now: number,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> => {
  const existing = await listPasskeys(db, user._id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user._id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row._id, transports: JSON.parse(row.transports) as string[] })),
    authenticatorSelection: { residentKey: DISCOVERABLE, userVerification: 'required' },
  });
  const challengeId = await storeChallenge(db, { value: options.challenge, purpose: 'register', userId: user._id }, now);
  return { challengeId, options };
};

/** The new credential, or undefined when the reply is malformed, foreign, expired or replayed. */
export const verifyRegistration = async (
  db: Db,
  rp: RelyingParty,
  userId: string,
  challengeId: string,
  response: unknown,
  now: number,
): Promise<Omit<PasskeyRow, 'label'> | undefined> => {
  const challenge = await takeChallenge(db, challengeId, 'register', userId, now);
  if (!challenge || !looksLikeCredential(response)) return undefined;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      _id: credential.id,
      user_id: userId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      sign_count: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: now,
      last_used_at: null,
    };
  } catch {
    return undefined;
  }
};

export const signInOptions = async (
  db: Db,
  rp: RelyingParty,
  now: number,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> => {
  // No credential list: the browser offers the passkeys it holds for this site (discoverable).
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  const challengeId = await storeChallenge(db, { value: options.challenge, purpose: 'sign-in', userId: null }, now);
  return { challengeId, options };
};

/** The stored passkey a sign-in reply names, before anything is verified (its account is counted first). */
export const claimedPasskey = async (db: Db, response: unknown): Promise<PasskeyRow | undefined> =>
  looksLikeCredential(response) ? findPasskey(db, (response as { id: string }).id) : undefined;

/** The passkey that signed, with its new counter, or undefined. */
export const verifySignIn = async (
  db: Db,
  rp: RelyingParty,
  challengeId: string,
  response: unknown,
  now: number,
): Promise<{ passkey: PasskeyRow; counter: number } | undefined> => {
  const challenge = await takeChallenge(db, challengeId, 'sign-in', null, now);
  if (!challenge || !looksLikeCredential(response)) return undefined;
  const passkey = await findPasskey(db, (response as { id: string }).id);
  if (!passkey) return undefined;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey._id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.sign_count),
        transports: JSON.parse(passkey.transports) as string[],
      },
      requireUserVerification: true,
    });
    return result.verified ? { passkey, counter: result.authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
};
