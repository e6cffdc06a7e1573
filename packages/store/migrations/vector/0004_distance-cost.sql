-- The planner priced a cosine distance like a comparison (COST 1), so up to several thousand chunks it
-- read and sorted them all rather than search the HNSW index: 17 ms instead of 3 ms at 3,000 chunks,
-- growing with the table. A 384-dimension distance is about a thousand operations. A few chunks (a
-- small tenant among many) are still sorted exactly. Where the extension belongs to another role the
-- database keeps its estimate, and says so.
DO $$
BEGIN
  ALTER FUNCTION cosine_distance(vector, vector) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'cosine_distance keeps its planner cost: only its owner may change it (ALTER FUNCTION cosine_distance(vector, vector) COST 1000)';
END
$$;
