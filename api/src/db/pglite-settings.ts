/** Default shared buffers of the embedded PGlite, MB (`PGLITE_SHARED_BUFFERS_MB`; ADR 0045). */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * The settings PGlite's PostgreSQL starts with (`-c name=value`) (ADR 0045). PGlite runs PostgreSQL inside the process's
 * WebAssembly memory, which grows and never shrinks: whatever PostgreSQL touches once stays resident. Its
 * defaults sized for a server (128 MB of shared buffers, 64 MB of maintenance memory) were most of the API's
 * memory while the shop's catalogue is a few dozen MB, which the operating system's file cache holds anyway.
 * `work_mem` keeps PostgreSQL's 4 MB: the facet counts of a large category sort and hash in it.
 */
export function pgliteSettings(sharedBuffersMb: number = DEFAULT_PGLITE_SHARED_BUFFERS_MB): string[] {
  return [
    `shared_buffers=${sharedBuffersMb}MB`,
    'work_mem=4MB',
    // Index builds and VACUUM of the migrations and the seed; allocated once, kept for ever by WebAssembly.
    'maintenance_work_mem=16MB',
    // Temporary tables are not used by the shop.
    'temp_buffers=2MB',
  ];
}
