// A crash (kill -9, power cut) between writing an image's files and committing its row would leave
// files no row names, which nothing would ever remove. Before the first file is written, a marker
// named by the image's stem goes into UPLOADS_DIR/.pending; it is removed once the row is
// committed or the files are cleaned up. On start, a marker still there means that stem's upload
// never finished: its files go unless its row exists. Written-then-renamed files leave `.tmp`
// files when cut short; those carry the stem too. Request bodies being read are streamed to
// UPLOADS_DIR/.incoming; what is there at start belongs to no request any more.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '#server/deps';

const PENDING = '.pending';
/**
 * Visitors' form photos are stored under this folder of UPLOADS_DIR, which /uploads never serves
 * (a dot folder): staff read them through signed links (private-images.ts).
 */
export const PRIVATE_DIR = '.private';
/** Where multipart files are streamed while their request is read. */
export const INCOMING_DIR = '.incoming';

const markerOf = (uploadsDir: string, stem: string) => path.join(uploadsDir, PENDING, stem);

export const markUploadStarted = async (uploadsDir: string, stem: string) => {
  await fs.mkdir(path.join(uploadsDir, PENDING), { recursive: true });
  await fs.writeFile(markerOf(uploadsDir, stem), '');
};

export const markUploadDone = (uploadsDir: string, stem: string) => fs.rm(markerOf(uploadsDir, stem), { force: true });

/**
 * Removes what unfinished uploads left (their files when no row names their stem) and their
 * markers. Runs on start, before the server listens: no upload of this process is under way.
 */
export const cleanUnfinishedUploads = async (deps: Pick<AppDeps, 'db' | 'env'>) => {
  const uploadsDir = deps.env.UPLOADS_DIR;
  await fs.rm(path.join(uploadsDir, INCOMING_DIR), { recursive: true, force: true });
  let stems: string[];
  try {
    stems = (await fs.readdir(path.join(uploadsDir, PENDING))).filter((s) => /^[0-9a-f]{8,64}$/.test(s));
  } catch {
    return { removedFiles: 0, unfinished: 0 };
  }
  let removedFiles = 0;
  for (const stem of stems) {
    const row = await deps.db.selectFrom('files').select('id').where('stem', '=', stem).executeTakeFirst();
    // A public image's folder, or a visitor's photo's under .private.
    const dirs = [path.join(uploadsDir, stem.slice(0, 2)), path.join(uploadsDir, PRIVATE_DIR, stem.slice(0, 2))];
    if (!row)
      for (const dir of dirs) {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.startsWith(`${stem}-`))) {
          await fs.rm(path.join(dir, name), { force: true });
          removedFiles++;
        }
      }
    await markUploadDone(uploadsDir, stem);
  }
  return { removedFiles, unfinished: stems.length };
};
