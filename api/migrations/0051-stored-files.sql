-- Files the API keeps for itself in the database (ADR 0051): the 1C exchange's packages while they are
-- uploaded, unpacked and imported (`exchange/session-<id>/…`), and the WebP renderings of drawn pictures
-- (`media/<kind>/<hh>/<hash>.webp`). Every API process and machine on this database sees the same files.
-- The name is compared byte by byte (collation "C"), so that a folder's files are one range of the index.
CREATE TABLE stored_files (
  name text COLLATE "C" PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 1024),
  content_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  -- SHA-256 (hex) of a file written whole; null while a file is being appended to piece by piece.
  sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A file's bytes in pieces of at most 1 MiB, by the offset of their first byte: a package of gigabytes is
-- written and read a piece at a time, never held whole in memory.
CREATE TABLE stored_file_chunks (
  file_name text COLLATE "C" NOT NULL REFERENCES stored_files (name) ON DELETE CASCADE ON UPDATE CASCADE,
  position bigint NOT NULL CHECK (position >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (file_name, position)
);
