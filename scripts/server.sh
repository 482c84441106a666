#!/bin/sh
# How the server's process is started, in one place: `npm start`, the benches (`npm run bench`,
# `bench:costs`), Lighthouse and the built server's test run it through this file, so that what is
# measured is what production runs. Usage: sh scripts/server.sh [node flags] dist/app/index.mjs
# Each setting was measured under the visitor mix at 100,000 artworks: docs/decisions/036-memory.md.
#
# --max-old-space-size=512: V8 lets the old generation grow to a multiple of what survived the last
#   full collection, and the multiple follows this limit: up to 4 with the default limit (4 GiB on
#   a 24 GiB machine), about 1.4 at 512 MiB. Under the mix the heap held about 100 MiB of live
#   objects in 250-300 MiB; with the limit, in 120-140 MiB, for as much GC time a request. The live
#   heap stays far below the limit (the facet index's arrays and the caches' buffers are outside it).
#   The young generation keeps its 16 MiB halves: 4 MiB ones promoted more garbage, and the full
#   collections that followed doubled the GC time and tripled p99 at 100 requests a second.
# --v8-pool-size=1: one V8 helper thread for concurrent and parallel garbage collection, not four.
#   On two cores the four woke together at every collection and took the cores from the event loops
#   (the main thread's and the render thread's): under the mix at 100,000 works and 300 req/s, p95
#   went from 34-35 to 27.5 ms and the longest pause from 24-25 to 15-19 ms (decision 037).
# MALLOC_ARENA_MAX=2: sharp's threads otherwise each grow a glibc arena of their own.
# MALLOC_MMAP_THRESHOLD_=131072: glibc raises its threshold for serving a large block by mmap each
#   time one is freed (up to 32 MiB), after which Brotli's and zlib's windows and large response
#   buffers come from the heap's arenas and their freed space is kept; fixed, each is returned.
# The environment's values win (NODE: which node), and so do node flags given here (later ones win).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
exec "${NODE:-node}" --max-old-space-size=512 --v8-pool-size=1 "$@"
