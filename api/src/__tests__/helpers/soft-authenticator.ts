// A software passkey for API tests: an ES256 key pair that answers WebAuthn registration
// ("none" attestation) and sign-in the way a browser and an authenticator would, with user
// verification, for the origin and relying party it is told.

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Just enough CBOR for attestation objects and COSE keys: maps, byte and text strings, small integers. */
const cbor = (value: unknown): Buffer => {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  }
  throw new Error('unsupported CBOR value');
};

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  id: string;
  /** A registration reply to `options` (its challenge). */
  register(challenge: string): Record<string, unknown>;
  /** A sign-in reply to `challenge`. */
  signIn(challenge: string): Record<string, unknown>;
}

export const softPasskey = (origin: string, rpId: string, userHandle = 'user'): SoftPasskey => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' }) as { x: string; y: string };
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  return {
    id,
    register: (challenge) => {
      const lengthBytes = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]),
        counterBytes(),
        Buffer.alloc(16),
        lengthBytes,
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    signIn: (challenge) => {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counterBytes()]);
      const json = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(json)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(json),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: b64url(userHandle),
        },
        clientExtensionResults: {},
      };
    },
  };
};
