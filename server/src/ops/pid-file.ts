// The running server's mark beside its database (weft.db.pid): `npm run db:restore` and a second
// server on the same file refuse while it names a live process. A mark left by a crash (kill -9,
// power loss) names a dead process and is taken over. A pid file rather than a probe of the port:
// the restore may run with another PORT, behind a proxy, or while the server has not listened yet.
import fs from 'node:fs';
import path from 'node:path';

export const pidFileOf = (databasePath: string) => `${databasePath}.pid`;

/** Whether a process with this pid exists (this user's or another's). */
export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server on this database other than this process, if any. */
export const liveServerPid = (databasePath: string): number | undefined => {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFileOf(databasePath), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return processAlive(pid) ? pid : undefined;
};

export class ServerRunningError extends Error {}

/** Marks the database as served by this process; throws when a live server already does. */
export const claimDatabase = (databasePath: string) => {
  if (databasePath === ':memory:') return () => undefined;
  const other = liveServerPid(databasePath);
  if (other)
    throw new ServerRunningError(
      `Another Weft server (pid ${other}) is running on ${databasePath}. Stop it first (or remove ${pidFileOf(databasePath)} if that process is not Weft).`,
    );
  fs.mkdirSync(path.dirname(databasePath), { recursive: true, mode: 0o700 });
  fs.writeFileSync(pidFileOf(databasePath), `${process.pid}\n`, { mode: 0o600 });
  return () => {
    try {
      if (fs.readFileSync(pidFileOf(databasePath), 'utf8').trim() === String(process.pid))
        fs.rmSync(pidFileOf(databasePath));
    } catch {
      // already gone
    }
  };
};
