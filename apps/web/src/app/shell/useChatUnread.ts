import { useState } from 'react';
import { useRealtimeEvent } from '../realtime';

/** Unread chat messages for the menu's badge, as the realtime gateway reports them. */
export function useChatUnread(): number {
  const [total, setTotal] = useState(0);
  useRealtimeEvent('chat:unread', (payload) => {
    if (typeof payload.total === 'number') setTotal(payload.total);
  });
  return total;
}
