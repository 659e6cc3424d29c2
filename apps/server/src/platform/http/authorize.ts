import { decide, policyEntities, type PolicyAction, type PolicyDomain, type PolicyResource } from '@stride/contracts';
import type { Actor } from './context.js';
import { forbidden, notFound } from './errors.js';

/**
 * The one authorization entry (docs/architecture.md, "Policies"): the rules are the domain's policy in
 * packages/contracts, shared with the portal. A resource the actor may not see is a 404 (as if it did
 * not exist); one they see but may not change, a 403.
 */
export function authorize<A extends PolicyAction>(
  actor: Actor,
  action: A,
  resource: PolicyResource<A>,
  refusal?: string,
): void {
  const decision = decide(actor, action, resource);
  if (decision === 'hidden') {
    const domain = action.slice(0, action.indexOf('.')) as PolicyDomain<A>;
    throw notFound(policyEntities[domain]);
  }
  if (decision === 'forbidden') throw forbidden(refusal);
}
