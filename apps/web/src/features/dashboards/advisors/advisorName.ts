/** "First Last", as lists and breadcrumbs name a person. */
export const advisorName = (advisor: { firstName: string; lastName: string }): string =>
  `${advisor.firstName} ${advisor.lastName}`.trim();
