#!/bin/sh
# How the server's process is started, in one place: `npm start`, the benches (`npm run bench`,
# `bench:costs`), Lighthouse and the built server's test run it through this file, so that what is
# measured is what production runs. Usage: sh scripts/server.sh [node flags] dist/app/index.mjs
# Each setting was measured under the visitor mix at 100,000 artworks: docs/decisions/036-memory.md.
#
# --max-old-space-size=512: V8 lets the old generation grow to a multiple of what survived the last
#   full collection, and the multiple follows this limit: up to 4 with the default limit (4 GiB on
#   this 24 GiB machine), about 1.4 at 512 MiB. Under the mix the heap held 90-110 MiB of live
#   objects in 230-270 MiB; with the limit, in 100-140 MiB. The live heap stays far below it.
# --max-semi-space-size=4: the young generation's two halves, 16 MiB each by default, resident
#   once used; 4 MiB costs more frequent scavenges, a fraction of a millisecond of GC a request.
# MALLOC_ARENA_MAX=2: sharp's threads otherwise each grow a glibc arena of their own.
# MALLOC_MMAP_THRESHOLD_=131072: glibc raises its threshold for serving a large block by mmap each
#   time one is freed (up to 32 MiB), after which Brotli's and zlib's windows and large response
#   buffers come from the heap's arenas and their freed space is kept; fixed, each is returned.
# The environment's values win (NODE: which node), and so do node flags given here (later ones win).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec "${NODE:-node}" --max-old-space-size=512 --max-semi-space-size=4 "$@"
