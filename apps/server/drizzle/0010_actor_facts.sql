-- The actor's facts (company, coaches) that every request reads in the statement opening its transaction
-- (platform/db/tenant-scope.ts). A PL/pgSQL function keeps the query's plan for the session: a subquery
-- written inline was planned again on every request. Null for an account that no longer exists.
CREATE FUNCTION "stride_actor_facts"(p_tenant_id text, p_profile_id integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  facts json;
BEGIN
  SELECT json_build_object(
    'companyId', "company_id",
    'advisorProfileId', "advisor_profile_id",
    'consultantProfileId', "consultant_profile_id"
  ) INTO facts
  FROM "profiles"
  WHERE "id" = p_profile_id AND "tenant_id" = p_tenant_id;
  RETURN facts;
END
$$;
