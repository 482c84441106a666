// The public registry, server half: for each kind of shared/public-kinds.ts, how to list the rows a
// visitor can open now, gathered from the domains' faces (their `publicKinds`). The sitemap and
// search read it. A kind added to shared/public-kinds.ts fails the typecheck here until a domain
// answers for it (or sets it to null with the reason).
import type { PublicKindKey } from '#shared/public-kinds';
import type { PublicSources } from '#server/lib/domain-face';
import type { PublicKindSource } from '#server/lib/public-kind-source';
import { type DOMAINS, FACES } from './domains';

type KeysOf<T> = T extends unknown ? keyof T : never;
/** The kinds some face answers for. */
type Answered = KeysOf<Extract<(typeof DOMAINS)[number], { publicKinds: object }>['publicKinds']>;
/** Names the kinds no domain answers for; `true` once there are none. */
type EveryKindAnswered = [Exclude<PublicKindKey, Answered>] extends [never] ? true : Exclude<PublicKindKey, Answered>;
const everyKindAnswered: EveryKindAnswered = true;
void everyKindAnswered;

const gather = (): PublicSources => {
  const sources: Partial<PublicSources> = {};
  for (const face of FACES)
    for (const [key, source] of Object.entries(face.publicKinds ?? {}) as [PublicKindKey, PublicKindSource | null][]) {
      if (key in sources) throw new Error(`the public kind ${key} is answered twice (domain ${face.name})`);
      sources[key] = source;
    }
  return sources as PublicSources;
};

export const PUBLIC_SOURCES: PublicSources = gather();

// The domains that read every kind's rows (search) are handed the registry as it is made: they
// cannot import it, since it is gathered from them.
for (const face of FACES) face.readsRegistry?.(PUBLIC_SOURCES);
