// A full disk, a read-only database file or a failing device: the write is refused whole (SQLite
// rolls the transaction back, the database stays intact) and the caller reads a 503 that says so,
// not a generic 500. Reads go on working, so the public site keeps being served.
import { DomainError } from './errors';

export const storageUnavailableMessage =
  "The gallery's storage is full or read-only at the moment, so nothing was saved. Please try again later.";

export class StorageUnavailable extends DomainError {
  constructor() {
    super(503, storageUnavailableMessage);
  }
}

const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;
const FS_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO']);

/** Whether `err` (or what caused it) is the storage refusing a write. */
export const isStorageFailure = (err: unknown): boolean => {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLITE_CODES.test(code) || FS_CODES.has(code))) return true;
  }
  return false;
};
