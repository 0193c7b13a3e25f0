import { defineOperation } from './operation.ts';

/**
 * A team's shared credit account (issue 33): any member may read it; anyone else gets 404 'Team not found'. The
 * feature gate (team_management) is the contract's `gate`; grants are the site administrator's (admin module).
 */
export const teamCreditOperations = [
  defineOperation('teams.credits', (ctx, input) => ctx.services.generation.teamCredits.balance(ctx.user.id, input.id)),
];
