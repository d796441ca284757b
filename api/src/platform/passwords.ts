// Passwords are kept as argon2id hashes (PHC strings). The cost is an option only so
// tests can run fast; production always uses the OWASP-recommended parameters.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

export interface PasswordCost {
  /** KiB of memory per hash */
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id minimum (19 MiB, 2 passes). */
export const PRODUCTION_COST: PasswordCost = { memoryCost: 19456, timeCost: 2 };
/** For tests only: cheap enough to seed and sign in hundreds of times. */
export const TEST_COST: PasswordCost = { memoryCost: 1024, timeCost: 1 };

// Algorithm is a const enum, which isolated modules cannot import; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface Passwords {
  hash(password: string): Promise<string>;
  /** false for a wrong password; also spends the hashing time when there is no account */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

export function createPasswords(cost: PasswordCost = PRODUCTION_COST): Passwords {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  // Verifying against a real hash for unknown accounts keeps the answer time the same,
  // so timing does not tell which usernames exist.
  const decoy = hash('decoy password', options);
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        await verify(await decoy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
