import { constants, createHash, createPublicKey, verify, type KeyObject, type VerifyKeyObjectInput } from 'node:crypto';

/**
 * The signature of a DPoP proof (a compact JWS carrying its own public key, RFC 9449 §4.2),
 * checked with node:crypto's synchronous verify. The API checks one on every request: through
 * Web Crypto (jose) each check was three jobs handed to and back from the thread pool (the key's
 * import, its thumbprint's digest, the signature), most of a cheap read's cost. Each key is
 * imported and its thumbprint taken once, then kept.
 */

export class ProofSignatureError extends Error {}

/** What each accepted algorithm needs of the key, and how node:crypto verifies it. */
const algorithms: Record<string, { kty: string; crv?: string; hash: string | null; options: Omit<VerifyKeyObjectInput, 'key'> }> = {
  ES256: { kty: 'EC', crv: 'P-256', hash: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { kty: 'EC', crv: 'P-384', hash: 'sha384', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { kty: 'OKP', crv: 'Ed25519', hash: null, options: {} },
  PS256: { kty: 'RSA', hash: 'sha256', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } },
  RS256: { kty: 'RSA', hash: 'sha256', options: { padding: constants.RSA_PKCS1_PADDING } },
};

/** The algorithms a proof may be signed with: asymmetric only, as a proof shows possession of a private key. */
export const proofAlgorithms = Object.keys(algorithms);

/** RFC 7638: the members of each key type that make its thumbprint, in lexicographic order. */
const thumbprintMembers: Record<string, readonly string[]> = { EC: ['crv', 'kty', 'x', 'y'], OKP: ['crv', 'kty', 'x'], RSA: ['e', 'kty', 'n'] };
/** RSA keys shorter than this are refused, as RFC 7518 §3.3 asks. */
const minimumRsaBits = 2048;

interface ProofKey {
  key: KeyObject;
  thumbprint: string;
}

/** Keys seen lately, by their thumbprint members: a browser signs every call with the same one. */
const keys = new Map<string, ProofKey>();
const maxKeys = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new ProofSignatureError('a part of the proof is not base64url JSON');
  }
  if (!isRecord(value)) throw new ProofSignatureError('a part of the proof is not a JSON object');
  return value;
}

function proofKeyOf(jwk: Record<string, unknown>, kty: string): ProofKey {
  const members = thumbprintMembers[kty] ?? [];
  const canonical: Record<string, string> = {};
  for (const member of members) {
    const value = jwk[member];
    if (typeof value !== 'string' || value === '') throw new ProofSignatureError(`the proof's key lacks ${member}`);
    canonical[member] = value;
  }
  const thumbprintInput = JSON.stringify(canonical);
  let known = keys.get(thumbprintInput);
  if (known === undefined) {
    let key: KeyObject;
    try {
      key = createPublicKey({ key: canonical, format: 'jwk' });
    } catch {
      throw new ProofSignatureError("the proof's key is not a valid public key");
    }
    if (kty === 'RSA' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < minimumRsaBits) throw new ProofSignatureError("the proof's RSA key is too short");
    known = { key, thumbprint: createHash('sha256').update(thumbprintInput).digest('base64url') };
    if (keys.size >= maxKeys) keys.clear();
    keys.set(thumbprintInput, known);
  }
  return known;
}

/**
 * Verifies a proof's signature by the public key in its own header and returns its payload and
 * that key's RFC 7638 thumbprint. Refused (ProofSignatureError): anything but three base64url
 * parts, a header that is not `typ: dpop+jwt` with an accepted `alg` and a public `jwk` of the
 * algorithm's type, a `crit` header (no extension is understood), or a signature that does not verify.
 */
export function verifyProofSignature(proof: string): { payload: Record<string, unknown>; keyThumbprint: string } {
  const parts = proof.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) throw new ProofSignatureError('the proof is not a compact JWS');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (typeof header.typ !== 'string' || header.typ.toLowerCase() !== 'dpop+jwt') throw new ProofSignatureError('the proof is not typ dpop+jwt');
  if ('crit' in header) throw new ProofSignatureError('the proof names extensions this server does not understand');
  const algorithm = typeof header.alg === 'string' && Object.hasOwn(algorithms, header.alg) ? algorithms[header.alg] : undefined;
  if (!algorithm) throw new ProofSignatureError('the proof is signed with an algorithm this server does not accept');
  const { jwk } = header;
  if (!isRecord(jwk) || 'd' in jwk || jwk.kty !== algorithm.kty || (algorithm.crv !== undefined && jwk.crv !== algorithm.crv)) {
    throw new ProofSignatureError("the proof must carry a public key of its algorithm's type");
  }
  const { key, thumbprint } = proofKeyOf(jwk, algorithm.kty);
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  if (!verify(algorithm.hash, signed, { key, ...algorithm.options }, Buffer.from(encodedSignature, 'base64url'))) {
    throw new ProofSignatureError('the proof does not verify');
  }
  return { payload: decodeJson(encodedPayload), keyThumbprint: thumbprint };
}
