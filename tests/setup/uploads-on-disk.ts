// What the uploads folder holds: a refused or failed upload must leave it as it was, and the tests
// that say so compare this list before and after.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `root` (paths relative to it, sorted); none when the folder is not there yet. */
export const filesOnDisk = (root: string): string[] => {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .sort();
};
