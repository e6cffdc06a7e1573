-- Custom SQL migration file, put your code below! --
-- The documents table needs pgvector; on a server without it this set fails as a whole and the store runs without knowledge search.
CREATE EXTENSION IF NOT EXISTS vector;
