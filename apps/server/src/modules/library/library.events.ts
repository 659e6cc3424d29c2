/** The library's events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** POST /ml/resources/{id}/shareToCompany put a copy of a file in the company's shared folder. */
    'library.shared_to_company': {
      resourceId: number;
      folderId: number;
      companyId: number;
      title: string;
      sharerUserId: number;
    };
  }
}

export {};
