/** /teams/{teamId}: a team's page. */
export const teamPath = (teamId: string) => `/teams/${teamId}`;

/** /invite/{token}: where an invitation link leads. */
export const invitePath = (token: string) => `/invite/${token}`;
