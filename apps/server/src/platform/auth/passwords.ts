import { randomBytes, randomInt } from 'node:crypto';
import { isWeakPassword } from '@apex/shared/auth';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let standIn: Promise<string> | undefined;

/**
 * Verifies the password against a hash of a random one that nobody knows, made once with the same
 * parameters as real hashes: sign-in for an account that does not exist (or may not sign in) then
 * takes as long as a wrong password does, so the time of the answer does not tell them apart.
 */
export async function verifyAgainstStandIn(password: string): Promise<false> {
  standIn ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await standIn, password);
  return false;
}

/** Letters and digits that cannot be taken for one another when read out, and a few signs. */
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789#%+=@';

/** 16 characters (about 94 random bits) that meet the spec §5 policy; drawn again in the rare case they do not. */
export function temporaryPassword(): string {
  for (;;) {
    const password = Array.from({ length: 16 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(
      '',
    );
    if (!isWeakPassword(password)) return password;
  }
}
