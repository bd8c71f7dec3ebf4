import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { signInLimits } from '#shared/limits';
import { constantTimeEqual } from '#shared/secrets';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;

/**
 * An 8-digit code has only 10^8 values, so a plain digest of it would be
 * reversed in seconds by whoever read the table: it is kept as a salted scrypt
 * hash (about 50 ms each), which makes trying every value take CPU-months.
 */
const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

/** A uniformly random code of `signInLimits.codeDigits` digits, leading zeros kept. */
export function generateSignInCode(): string {
  return String(randomInt(0, 10 ** signInLimits.codeDigits)).padStart(signInLimits.codeDigits, '0');
}

export const newCodeSalt = (): string => randomBytes(16).toString('hex');

export async function hashSignInCode(code: string, salt: string): Promise<string> {
  return (await scryptAsync(code, salt, HASH_BYTES, SCRYPT)).toString('hex');
}

/** The code as typed or pasted (spaces and dashes dropped), or undefined when it cannot be a code. */
export function normalisedSignInCode(input: string): string | undefined {
  const code = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${signInLimits.codeDigits}}$`).test(code) ? code : undefined;
}

export async function codeMatches(code: string, salt: string, storedHash: string): Promise<boolean> {
  return constantTimeEqual(await hashSignInCode(code, salt), storedHash);
}
